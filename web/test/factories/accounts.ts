import { AuthorizedSchema, type Authorized } from '#domain/accounts/session.response.ts';
import {
  AddressSchema,
  UserInfoSchema,
  type Address,
  type UserInfo,
} from '#domain/accounts/profile.response.ts';
import {
  LegalInfoSchema,
  MerchantInfoSchema,
  type LegalInfo,
  type MerchantInfo,
} from '#domain/chefs/merchant-info.response.ts';
import { AvatarAnswerSchema, type AvatarAnswer } from '#domain/files/file.response.ts';
import { build } from './build.ts';

// Auth and profile answers: the signed-in user, their profile, address, avatar and chef application.

/** A chef application's state as the sign-in and merchant-info answers carry it: never applied. */
export const aLegalInfo = (overrides: Partial<LegalInfo> = {}): LegalInfo =>
  build(
    LegalInfoSchema,
    { valid: false, applicationStatus: 'none', submittedAt: null, decisionReason: null },
    overrides,
  );

/** GET /secure/merchant-info of a chef with no background yet, in the given application state. */
export const aChefApplication = (overrides: Partial<LegalInfo> = {}): MerchantInfo =>
  aMerchantInfo({
    ...aLegalInfo(overrides),
    hourRate: null,
    kitchenType: [],
    culinaryTraining: { answer: null, certificateFileIds: [] },
    professionalExperience: { answer: null },
  });

/** The signed-in user as the sign-ins and GET /secure/me answer (`model.authorized`): a customer. */
export const anAuthorized = (overrides: Partial<Authorized> = {}): Authorized =>
  build(
    AuthorizedSchema,
    {
      id: 'u1',
      identityKey: 'ona@example.lt',
      role: 'CUSTOMER',
      identityType: 'email',
      verified: true,
      legalInfo: aLegalInfo(),
      userInfo: {
        email: 'ona@example.lt',
        firstName: 'Ona',
        lastName: 'Kazlauskienė',
        nickname: null,
        thumbnailUrl: null,
      },
    },
    overrides,
  );

/** GET /secure/user-info's `userInfo`: no profile link and no avatar yet. */
export const aUserInfo = (overrides: Partial<UserInfo> = {}): UserInfo =>
  build(
    UserInfoSchema,
    {
      id: 'u1',
      email: 'ona@example.lt',
      firstName: 'Ona',
      lastName: 'Petraitė',
      nickname: null,
      phoneNumber: '37061234567',
      phoneCountry: 'lt',
      country: 'LT',
      currencyUnit: 'EUR',
    },
    overrides,
  );

/** The user's own address (GET /secure/address's first, POST /secure/address's answer). */
export const anAddress = (overrides: Partial<Address> = {}): Address =>
  build(
    AddressSchema,
    { id: 'address-1', city: 'Vilnius', country: 'LT', countryPhoneCode: '370' },
    overrides,
  );

/** GET /secure/merchant-info's `merchantInfo`: a French kitchen at 20 EUR/h, its application sent. */
export const aMerchantInfo = (overrides: Partial<MerchantInfo> = {}): MerchantInfo =>
  build(
    MerchantInfoSchema,
    {
      ...aLegalInfo({ applicationStatus: 'submitted', submittedAt: '2026-05-30T09:00:00.000Z' }),
      hourRate: 2000,
      kitchenType: ['french'],
      about: null,
      personalTaxNumber: null,
      govRegistryURL: null,
      allowedInternetAddress: null,
      socialNetworkURL: null,
      website: null,
      foodBusinessNumber: null,
      metadata: null,
      additionalNotes: null,
      culinaryTraining: { answer: 15, certificateFileIds: [] },
      professionalExperience: { answer: 21 },
      videoCVFileId: null,
      certificates: [],
      videoCv: null,
    },
    overrides,
  );

/** GET /secure/set-avatar's answer: the new avatar's two sizes, versioned. */
export const anAvatar = (overrides: Partial<AvatarAnswer> = {}): AvatarAnswer =>
  build(
    AvatarAnswerSchema,
    { avatar: '/repository/users/u1/avatar.jpg?v=1', thumbnail: '/repository/users/u1/thumbnail.jpg?v=1' },
    overrides,
  );
