import {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  detectPhoneCountry,
  findPhoneCountry,
} from '#domain/accounts/phone.ts';
import { ABOUT_MAX, isHttpUrl } from '#domain/chefs/chef-profile-rules.ts';
import {
  kitchenTypeOfCuisineOption,
  MAX_KITCHEN_TYPES,
  parseKitchenTypes,
} from '#domain/chefs/kitchen-types.ts';
import { guessNamesFromNickname, nicknameFromNames } from '#domain/chefs/nickname.ts';
import { chosenOptions, type Answer } from '#domain/onboarding/answer-rules.ts';
import { centsToInput, parseEuros } from '#domain/money.ts';
import type { AddressUpdate } from './api/save-address.ts';
import type { MerchantInfoUpdate } from './api/save-merchant-info.ts';
import type { UserInfoUpdate } from './api/update-user-info.ts';
import type { Address, UserInfo } from '#domain/accounts/profile.response.ts';
import type { MerchantInfo } from '#domain/chefs/merchant-info.response.ts';

/** spec accounts §2 "Profile/store form behaviour". */
export interface ProfileMode {
  /** chefProfile=true: the chef section is shown. */
  chef: boolean;
  /** source=regular_registration and chefProfile=true: personal, address and chef sections; nickname auto-generation. */
  registration: boolean;
}

/** Which sections a mode shows (spec accounts §2: without chefProfile only personal details and address). */
export function sectionsOf(mode: ProfileMode) {
  return {
    personal: !mode.chef || mode.registration,
    address: !mode.chef || mode.registration,
    chef: mode.chef,
  };
}

/** The form as the user edits it: text as typed, the hourly rate in euros. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  city: string;
  phoneCountry: string;
  phoneNumber: string;
  nickname: string;
  about: string;
  hourRate: string;
  kitchenType: string[];
  culinaryTraining: string;
  professionalExperience: string;
  socialNetworkURL: string;
  website: string;
  /** The VMVT food-business number; '' = none. */
  foodBusinessNumber: string;
  /** '' = no video (none, or removed) */
  videoCVFileId: string;
}

export const ADDRESS_COUNTRY = 'LT';

/** The number as the field shows it: the national digits when it starts with its country's code. */
function nationalNumber(phone: string, countryTag: string): string {
  const country = findPhoneCountry(countryTag);
  if (country && phone.startsWith(country.phone_code)) return phone.slice(country.phone_code.length);
  return phone;
}

/**
 * What the application already said, for the chef profile's empty fields in registration mode:
 * question 7 is "about yourself", question 9 the cuisines, question 10 the social media link.
 * The chef then only completes and corrects instead of typing it all again.
 */
export function fromApplication(answers: readonly Answer[]) {
  const answer = (id: number) => answers.find((item) => item.questionId === id);
  const about = answer(7)?.textValue?.trim().slice(0, ABOUT_MAX);
  const kitchenType = chosenOptions(answer(9))
    // Question 9's options are the kitchen types in their order, 47 Lithuanian included.
    .map(kitchenTypeOfCuisineOption)
    .filter((type) => type !== undefined)
    .slice(0, MAX_KITCHEN_TYPES);
  const social = answer(10)?.textValue?.trim();
  return {
    about: about || undefined,
    kitchenType: kitchenType.length ? kitchenType : undefined,
    socialNetworkURL: social && !/\s/.test(social) && isHttpUrl(social) ? social : undefined,
  };
}

/**
 * The form's starting values from the three loads. In registration mode (spec accounts §4) an
 * empty nickname is generated from the names, a missing first or last name is guessed from the
 * nickname, and empty chef fields start from the application's answers; the phone country is
 * detected from the number when absent.
 */
export function initialValues(
  user: UserInfo,
  address: Address | null,
  merchant: MerchantInfo | null,
  mode: ProfileMode,
  /** The application's answers (api/application-answers.ts), read in registration mode. */
  answers: readonly Answer[] = [],
): ProfileValues {
  let firstName = user.firstName?.trim() ?? '';
  let lastName = user.lastName?.trim() ?? '';
  let nickname = user.nickname?.trim() ?? '';
  if (mode.registration) {
    if (nickname && (!firstName || !lastName)) {
      const guess = guessNamesFromNickname(nickname);
      firstName ||= guess.firstName ?? '';
      lastName ||= guess.lastName ?? '';
    }
    if (!nickname) nickname = nicknameFromNames(firstName, lastName);
  }
  const application: Partial<ReturnType<typeof fromApplication>> = mode.registration
    ? fromApplication(answers)
    : {};
  const kitchenType = parseKitchenTypes(merchant?.kitchenType ?? []);
  const phone = user.phoneNumber ?? '';
  const phoneCountry = user.phoneCountry || detectPhoneCountry(phone)?.language_tag || DEFAULT_PHONE_COUNTRY;
  return {
    firstName,
    lastName,
    email: user.email,
    country: address?.country || ADDRESS_COUNTRY,
    city: address?.city ?? '',
    phoneCountry,
    phoneNumber: nationalNumber(phone, phoneCountry),
    nickname,
    about: merchant?.about || application.about || '',
    hourRate: merchant?.hourRate ? centsToInput(merchant.hourRate, { bareWholeEuros: true }) : '',
    kitchenType: kitchenType.length ? kitchenType : (application.kitchenType ?? []),
    culinaryTraining: merchant?.culinaryTraining?.answer ? String(merchant.culinaryTraining.answer) : '',
    professionalExperience: merchant?.professionalExperience?.answer
      ? String(merchant.professionalExperience.answer)
      : '',
    socialNetworkURL: merchant?.socialNetworkURL || application.socialNetworkURL || '',
    website: merchant?.website ?? '',
    foodBusinessNumber: merchant?.foodBusinessNumber ?? '',
    videoCVFileId: merchant?.videoCVFileId ?? '',
  };
}

/** The three calls of a save, each only when its section is shown (spec accounts §4 "Profile form submit"). */
export interface SavePlan {
  merchant?: MerchantInfoUpdate;
  user?: UserInfoUpdate;
  address?: AddressUpdate;
}

export function savePlan(values: ProfileValues, mode: ProfileMode, initialVideoId: string): SavePlan {
  const sections = sectionsOf(mode);
  const plan: SavePlan = {};
  const user: UserInfoUpdate = {};
  if (sections.personal) {
    user.firstName = values.firstName.trim();
    user.lastName = values.lastName.trim();
  }
  if (sections.chef) {
    const hourRateCents = parseEuros(values.hourRate);
    const phone = checkPhone(values.phoneNumber, values.phoneCountry);
    plan.merchant = {
      hourRate: hourRateCents ?? undefined,
      kitchenType: values.kitchenType,
      about: values.about.trim(),
      socialNetworkURL: values.socialNetworkURL.trim(),
      website: values.website.trim(),
      foodBusinessNumber: values.foodBusinessNumber.trim(),
      culinaryTraining: values.culinaryTraining,
      professionalExperience: values.professionalExperience,
      // Sent when it changed: a new id, or '' to remove the video (spec accounts §2).
      ...(values.videoCVFileId !== initialVideoId ? { videoCVFileId: values.videoCVFileId } : {}),
      // The merchant info is saved first (spec accounts §4) and its chef fields need a profile link.
      nickname: values.nickname.trim(),
    };
    user.nickname = values.nickname.trim();
    user.phoneNumber = phone.ok ? phone.normalized : values.phoneNumber.trim();
    user.phoneCountry = values.phoneCountry;
  }
  if (Object.keys(user).length > 0) plan.user = user;
  if (sections.address) {
    const code = findPhoneCountry(values.country)?.phone_code;
    plan.address = { city: values.city, ...(code ? { countryPhoneCode: code } : {}) };
  }
  return plan;
}
