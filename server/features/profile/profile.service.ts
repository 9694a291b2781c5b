import { checkPhone, detectPhoneCountry, PHONE_COUNTRIES } from '#domain/accounts/phone.ts';
import { nicknameShapeProblem, RESERVED_NICKNAMES, reservedNicknamesOf } from '#domain/chefs/nickname.ts';
import { SCREEN_PATHS } from '#domain/screen-paths.ts';
import type { AddressInput, UserInfoInput } from '#domain/chefs/chef-profile.schema.ts';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './profile.repo.ts';

const nicknameTaken = () => AppError.field(409, 'nickname', 'forms.validation.nicknameAlreadyTaken');
const phoneTaken = () => AppError.field(409, 'phoneNumber', 'forms.validation.phoneAlreadyExists');

/** The personal profile every user has (spec accounts §2, §3, §7). */
export class ProfileService {
  private reserved: ReadonlySet<string> | undefined;

  /**
   * `routePaths`: the API's route table (app.routeTable), read at the first store link checked,
   * when every route is registered. Its first path segments, and every word under /store/, join
   * the screens' as words no store link may be (domain/chefs/nickname.ts).
   */
  constructor(
    private readonly db: Db,
    private readonly routePaths: () => readonly string[] = () => [],
  ) {}

  /** The words no store link may be: the screens', the kept ones and every route's. */
  reservedNicknames(): ReadonlySet<string> {
    const paths = this.routePaths();
    if (paths.length === 0) return RESERVED_NICKNAMES;
    this.reserved ??= reservedNicknamesOf([...SCREEN_PATHS, ...paths]);
    return this.reserved;
  }

  async userInfo(userId: string) {
    const user = await repo.findUser(this.db, userId);
    if (!user) throw AppError.unauthorized();
    return presentUserInfo(user);
  }

  /** Changes only the fields sent; the nickname must be free and the phone valid and unused. */
  async updateUserInfo(userId: string, input: Partial<UserInfoInput>) {
    const values: Partial<repo.UserRow> = {};
    if (input.firstName !== undefined) values.firstName = input.firstName;
    if (input.lastName !== undefined) values.lastName = input.lastName;
    if (input.nickname !== undefined) {
      const problem = nicknameShapeProblem(input.nickname, this.reservedNicknames());
      if (problem) throw AppError.field(400, 'nickname', problem, { min: 3, max: 50 });
      values.nickname = input.nickname;
    }
    if (input.phoneNumber !== undefined) {
      // spec accounts §4: the phone country is detected from the number when absent.
      const country = input.phoneCountry ?? detectPhoneCountry(input.phoneNumber)?.language_tag;
      const phone = checkPhone(input.phoneNumber, country);
      if (!phone.ok) throw AppError.field(400, 'phoneNumber', phone.code, phone.params);
      values.phoneNumber = phone.normalized;
      values.phoneCountry = phone.country.language_tag;
    }
    try {
      return await this.db.transaction(async (tx) => {
        if (values.nickname && (await repo.nicknameTakenByOther(tx, values.nickname, userId)))
          throw nicknameTaken();
        if (values.phoneNumber && (await repo.phoneTakenByOther(tx, values.phoneNumber, userId)))
          throw phoneTaken();
        const user = Object.keys(values).length
          ? await repo.updateUser(tx, userId, values)
          : await repo.findUser(tx, userId);
        return presentUserInfo(user!);
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        throw pgConstraint(error) === 'users_phone_unique' ? phoneTaken() : nicknameTaken();
      }
      throw error;
    }
  }

  /** POST /check-name: free, well-formed and not reserved; the caller's own store name counts as free. */
  async isNameAvailable(name: string, userId: string | undefined): Promise<boolean> {
    if (nicknameShapeProblem(name, this.reservedNicknames())) return false;
    return !(await repo.nicknameTakenByOther(this.db, name, userId));
  }

  async addresses(userId: string) {
    return (await repo.listAddresses(this.db, userId)).map(presentAddress);
  }

  async saveAddress(userId: string, input: AddressInput) {
    const code = input.countryPhoneCode ?? PHONE_COUNTRIES[0]!.phone_code;
    const country = PHONE_COUNTRIES.find((c) => c.phone_code === code);
    if (!country) throw AppError.field(400, 'countryPhoneCode', 'forms.phone.invalidCountry');
    const saved = await repo.saveAddress(this.db, userId, {
      ...(input.city !== undefined ? { city: input.city } : {}),
      country: country.country_tag,
      countryPhoneCode: code,
    });
    return presentAddress(saved);
  }
}

/** spec accounts §3 "User info" (country and currencyUnit are display-only and never stored). */
export function presentUserInfo(user: repo.UserRow) {
  const avatar = user.avatarVersion ? `/repository/users/${user.id}` : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    phoneNumber: user.phoneNumber,
    phoneCountry: user.phoneCountry,
    country: 'LT',
    currencyUnit: 'EUR',
    avatarUrl: avatar && `${avatar}/avatar.jpg?v=${user.avatarVersion}`,
    thumbnailUrl: avatar && `${avatar}/thumbnail.jpg?v=${user.avatarVersion}`,
  };
}

function presentAddress(address: repo.AddressRow) {
  return {
    id: address.id,
    city: address.city,
    country: address.country,
    countryPhoneCode: address.countryPhoneCode,
  };
}
