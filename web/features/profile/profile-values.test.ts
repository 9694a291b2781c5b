import { describe, expect, test } from 'vitest';
import { readApplicationAnswers } from './api/application-answers.ts';
import { profileSchema } from './profile-schema.ts';
import { initialValues, savePlan, type ProfileMode } from './profile-values.ts';
import type { UserInfo } from '#domain/accounts/profile.response.ts';
import type { MerchantInfo } from '#domain/chefs/merchant-info.response.ts';
import { aMerchantInfo, anAddress, aUserInfo } from '../../test/factories/accounts.ts';

const REGISTRATION: ProfileMode = { chef: true, registration: true };
const CHEF: ProfileMode = { chef: true, registration: false };
const PERSONAL: ProfileMode = { chef: false, registration: false };

/** A user whose phone country is not stored yet (it is detected from the number). */
function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return aUserInfo({ phoneCountry: null, ...overrides });
}

/** A chef profile with nothing filled in yet. */
function merchant(overrides: Partial<MerchantInfo> = {}): MerchantInfo {
  return aMerchantInfo({
    applicationStatus: 'none',
    submittedAt: null,
    hourRate: null,
    kitchenType: [],
    culinaryTraining: { answer: null, certificateFileIds: [] },
    professionalExperience: { answer: null },
    ...overrides,
  });
}

describe('starting values (spec accounts §4 "Nickname auto-generation")', () => {
  test('registration mode generates an empty nickname from the names; other modes do not', () => {
    expect(initialValues(user(), null, null, REGISTRATION).nickname).toBe('OnaPetraite');
    expect(initialValues(user(), null, null, CHEF).nickname).toBe('');
    expect(initialValues(user({ nickname: 'ona-kitchen' }), null, null, REGISTRATION).nickname).toBe(
      'ona-kitchen',
    );
  });

  test('a missing first or last name is guessed from the nickname', () => {
    const values = initialValues(
      user({ firstName: null, lastName: '', nickname: 'rūta_virėja' }),
      null,
      null,
      REGISTRATION,
    );
    expect(values).toMatchObject({ firstName: 'Rūta', lastName: 'Virėja' });
    expect(
      initialValues(user({ firstName: '', nickname: 'rūta_virėja' }), null, null, REGISTRATION),
    ).toMatchObject({ firstName: 'Rūta', lastName: 'Petraitė' });
  });

  test('the phone country is detected from the number when absent; the field shows national digits', () => {
    expect(initialValues(user(), null, null, CHEF)).toMatchObject({
      phoneCountry: 'lt',
      phoneNumber: '61234567',
    });
  });

  // The answer lists kitchen types as an array (MerchantInfoSchema); the text form's split is domain's parseKitchenTypes.
  test('the hourly rate is shown in euros; the kitchen types as the answer lists them', () => {
    const values = initialValues(
      user(),
      null,
      merchant({ hourRate: 1850, kitchenType: ['french', 'grill'] }),
      CHEF,
    );
    expect(values).toMatchObject({ hourRate: '18.50', kitchenType: ['french', 'grill'] });
  });

  test('registration mode starts empty chef fields from the application answers', async () => {
    const notes = JSON.stringify({
      questionarieId: 1,
      questionarieName: 'chef_registration',
      version: 1,
      answers: [
        { questionId: 7, answerType: 'text', textValue: '  I bake rye bread.  ' },
        { questionId: 9, answerType: 'option', selectedOptions: [47, 34, 39] },
        { questionId: 10, answerType: 'text', textValue: 'https://instagram.com/ona' },
      ],
    });
    const withNotes = merchant({ additionalNotes: notes });
    const answers = await readApplicationAnswers(notes);
    expect(initialValues(user(), null, withNotes, REGISTRATION, answers)).toMatchObject({
      about: 'I bake rye bread.',
      kitchenType: ['lithuanian', 'french', 'backery'],
      socialNetworkURL: 'https://instagram.com/ona',
    });
    expect(initialValues(user(), null, withNotes, CHEF, answers)).toMatchObject({
      about: '',
      kitchenType: [],
    });
    expect(await readApplicationAnswers('{oops')).toEqual([]);
    expect(await readApplicationAnswers(JSON.stringify({ answers: 'not a list' }))).toEqual([]);
  });
});

describe('what a save sends', () => {
  test('chef fields: hourly rate in cents, phone with its code; the video id only when it changed', () => {
    const values = {
      ...initialValues(user(), null, merchant(), REGISTRATION),
      hourRate: '12,35',
      kitchenType: ['grill'],
    };
    const plan = savePlan(values, REGISTRATION, '');
    // The profile link travels with the chef fields, which need one (domain profileLinkProblem).
    expect(plan.merchant).toMatchObject({ hourRate: 1235, kitchenType: ['grill'], nickname: 'OnaPetraite' });
    expect(plan.merchant).not.toHaveProperty('videoCVFileId');
    expect(plan.user).toMatchObject({
      nickname: 'OnaPetraite',
      phoneNumber: '37061234567',
      phoneCountry: 'lt',
    });
    expect(plan.address).toEqual({ city: '', countryPhoneCode: '370' });
    expect(
      savePlan({ ...values, videoCVFileId: '' }, REGISTRATION, 'old-video').merchant?.videoCVFileId,
    ).toBe('');
  });

  test('without chefProfile only user names and the address are saved', () => {
    const plan = savePlan(initialValues(user(), anAddress({ city: 'Kaunas' }), null, PERSONAL), PERSONAL, '');
    expect(plan.merchant).toBeUndefined();
    expect(plan.user).toEqual({ firstName: 'Ona', lastName: 'Petraitė' });
    expect(plan.address).toEqual({ city: 'Kaunas', countryPhoneCode: '370' });
  });

  test('chef mode without registration saves no names and no address (those sections are hidden)', () => {
    const plan = savePlan(initialValues(user(), null, merchant(), CHEF), CHEF, '');
    expect(plan.user).not.toHaveProperty('firstName');
    expect(plan.address).toBeUndefined();
  });
});

describe('the form schema asks the domain rules', () => {
  const values = (overrides: Record<string, unknown>) => ({
    ...initialValues(user(), null, merchant(), REGISTRATION),
    hourRate: '18,50',
    kitchenType: ['grill'],
    ...overrides,
  });
  const issues = (mode: ProfileMode, overrides: Record<string, unknown>) =>
    Object.fromEntries(
      (profileSchema(mode, 'lt').safeParse(values(overrides)).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  test.each([
    ['', 'forms.validation.required'],
    ['   ', 'forms.validation.required'],
    ['ab', 'forms.validation.nicknameMinLength'],
  ])('chef fields with the profile link %j: %s', (nickname, message) => {
    expect(issues(REGISTRATION, { nickname }).nickname).toBe(message);
  });

  test.each([
    ['18,50', undefined],
    [' 18.5 € ', undefined],
    ['0', 'forms.validation.mustBeGreaterThanZero'],
    ['18,505', 'forms.validation.invalidFormat'],
    ['-5', 'forms.validation.invalidFormat'],
    ['eighteen', 'forms.validation.invalidFormat'],
    ['1000,01', 'forms.validation.max'],
  ])('hourly rate %j: %s', (hourRate, message) => {
    expect(issues(REGISTRATION, { hourRate }).hourRate).toBe(message);
  });
});
