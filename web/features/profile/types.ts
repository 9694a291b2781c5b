/** spec accounts §3 "User info": `model.userInfo` of GET/POST /secure/user-info. */
export interface UserInfo {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  phoneNumber: string | null;
  phoneCountry: string | null;
  country?: string | null;
  currencyUnit?: string | null;
  avatarUrl?: string | null;
  thumbnailUrl?: string | null;
}

/** spec accounts §3 "Address". */
export interface Address {
  id?: string;
  city: string | null;
  country: string | null;
  countryPhoneCode: string | null;
}

/** spec accounts §3 "File record". */
export interface FileRecord {
  id: string;
  fileId?: string;
  fileName: string;
  filename?: string;
  originalName?: string;
  contentType?: string;
  url: string;
}

export type ApplicationStatus = 'none' | 'draft' | 'submitted' | 'approved' | 'rejected';

/** What POST /secure/merchant-info answers, kept in localStorage as `valid` and `legalInfo`. */
export interface LegalInfo {
  valid: boolean;
  applicationStatus?: ApplicationStatus;
  submittedAt?: string | null;
  decisionReason?: string | null;
}

/** spec accounts §3 "Merchant info" and "Saved chef background", as GET /secure/merchant-info answers. */
export interface MerchantInfo extends LegalInfo {
  /** cents */
  hourRate: number | null;
  kitchenType: string[] | string | null;
  about: string | null;
  personalTaxNumber: string | null;
  govRegistryURL: string | null;
  allowedInternetAddress: string | null;
  socialNetworkURL: string | null;
  website: string | null;
  foodBusinessNumber?: string | null;
  /** The questionnaire's JSON texts (spec accounts §7). */
  metadata?: string | null;
  additionalNotes?: string | null;
  culinaryTraining: { answer: number | null; certificateFileIds?: string[] } | null;
  professionalExperience: { answer: number | null } | null;
  videoCVFileId: string | null;
  certificates: FileRecord[];
  videoCv: FileRecord | null;
}
