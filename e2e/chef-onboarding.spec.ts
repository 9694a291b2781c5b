import type { Page } from '@playwright/test';
import type { Language } from '#domain/constants.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

/** Journeys of chef registration, the application questionnaire and the chef profile (spec accounts §2). */

/** A 48x48 JPEG made with sharp (`sharp({create:…}).jpeg()`), small enough to live here. */
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmgJLUgAAAAAAAAAAAAAAAP/Z',
  'base64',
);

/** The server judges a video by its first bytes: an ISO-media "ftyp" box is an MP4. */
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.alloc(2048, 0),
]);

/** The words a chef sees, per language (the questionnaire's own come from the domain). */
const UI = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    city: 'City',
    phone: 'Phone',
    terms: 'I agree to the terms and conditions',
    createAccount: 'Create chef account',
    introTitle: 'Welcome! Here is how it works',
    start: 'Start the questionnaire',
    stepOf: (n: number) => `Question ${n} of 11`,
    next: 'Next',
    submit: 'Submit',
    upload: 'Upload',
    addVideo: 'Add a video CV (optional)',
    certificateUploaded: '1 certificate uploaded',
    thanks: 'Thank you! Your application is in',
    createDish: 'Create a dish',
    continue: 'Continue to your chef profile',
    applicationTitle: 'Your chef application',
    statusSubmitted: 'Submitted: waiting for review',
    profileTitle: 'Chef profile',
    nickname: 'Profile link',
    about: 'About yourself',
    hourRate: 'Hourly rate',
    kitchenSearch: 'Kitchen type',
    /** Prefilled from question 9 (options 33 and 34), then one more is added. */
    kitchen: ['Mediterranean', 'French', 'Lithuanian'],
    addKitchen: 'Grill',
    training: 'Culinary training',
    social: 'Social network URL',
    maxKitchen: 'Maximum 3 kitchen types selected',
    save: 'Save',
    saved: 'Saved successfully',
    awaiting: 'Your chef profile awaits moderation',
    submitted: 'Your application is awaiting operator review',
    validPhone: 'Valid Lithuania number',
    required: 'First name is required',
    unableVideo: 'Unable to load video',
    certificateHint: 'Please upload your certificate(s) for verification.',
  },
  lt: {
    firstName: 'Vardas',
    lastName: 'Pavardė',
    email: 'El. paštas',
    password: 'Slaptažodis',
    city: 'Miestas',
    phone: 'Telefonas',
    terms: 'Sutinku su taisyklėmis ir sąlygomis',
    createAccount: 'Sukurti šefo paskyrą',
    introTitle: 'Sveiki! Štai kaip viskas vyksta',
    start: 'Pradėti klausimyną',
    stepOf: (n: number) => `${n} klausimas iš 11`,
    next: 'Toliau',
    submit: 'Pateikti',
    upload: 'Įkelti',
    addVideo: 'Pridėti vaizdo CV (neprivaloma)',
    certificateUploaded: 'Įkeltas 1 pažymėjimas',
    thanks: 'Ačiū! Jūsų paraiška gauta',
    createDish: 'Sukurti patiekalą',
    continue: 'Tęsti į šefo profilį',
    applicationTitle: 'Jūsų šefo paraiška',
    statusSubmitted: 'Pateikta: laukia peržiūros',
    profileTitle: 'Šefo profilis',
    nickname: 'Profilio nuoroda',
    about: 'Apie save',
    hourRate: 'Valandinis įkainis',
    kitchenSearch: 'Virtuvės tipas',
    kitchen: ['Viduržemio jūros', 'Prancūzų', 'Lietuvių'],
    addKitchen: 'Kepsninė',
    training: 'Kulinarinis išsilavinimas',
    social: 'Socialinio tinklo nuoroda',
    maxKitchen: 'Pasirinkti daugiausia 3 virtuvės tipai',
    save: 'Išsaugoti',
    saved: 'Sėkmingai išsaugota',
    awaiting: 'Jūsų šefo profilis laukia patvirtinimo',
    submitted: 'Jūsų paraiška laukia operatoriaus peržiūros',
    validPhone: 'Tinkamas Lietuvos numeris',
    required: 'Privalomas laukas: Vardas',
    unableVideo: 'Nepavyko įkelti vaizdo įrašo',
    certificateHint: 'Įkelkite pažymėjimą (-us) patikrinimui.',
  },
} as const;

const ABOUT_ANSWER = 'I cook Lithuanian food every weekend for family and friends.';
const SOCIAL_ANSWER = 'https://instagram.com/chef';
const ABOUT = 'Home-style Lithuanian dishes: cepelinai, kibinai and honey cake.';

function kitchenChip(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`${name}$`) }) });
}

/** A Lithuanian mobile number nobody else in this run has (the server keeps phones unique). */
function uniquePhone(): string {
  return `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** Letters only, so the generated profile link is predictable. */
function uniqueLetters(): string {
  return Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
}

function optionTitle(language: Language, questionId: number, optionId: number): string {
  const question = chefQuestionnaire(language).questions.find((item) => item.questionId === questionId)!;
  return question.answerOptions!.find((option) => option.optionId === optionId)!.optionTitle;
}

function questionTitle(language: Language, questionId: number): string {
  return chefQuestionnaire(language).questions.find((item) => item.questionId === questionId)!.questionTitle;
}

async function chooseLithuanian(page: Page) {
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Lietuvių' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
}

async function expectStep(page: Page, language: Language, questionId: number) {
  const ui = UI[language];
  await expect(page.getByText(ui.stepOf(questionId), { exact: true })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: questionTitle(language, questionId) });
  await expect(heading).toBeVisible();
  // Focus moves to the new question (spec brief: keyboard and screen-reader users follow the steps).
  await expect(heading).toBeFocused();
}

async function pick(page: Page, language: Language, questionId: number, optionId: number) {
  await page.getByRole('button', { name: optionTitle(language, questionId, optionId), exact: true }).click();
}

async function uploadInDialog(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: /^(Upload|Įkelti)$/ }).click();
  await expect(dialog).toBeHidden();
}

async function registerChef(page: Page, language: Language, names: { first: string; last: string }) {
  const ui = UI[language];
  const phone = uniquePhone();
  await expect(page.getByRole('button', { name: ui.createAccount })).toBeVisible();
  // On blur an empty field says it is required (spec accounts §5).
  await page.getByLabel(ui.firstName, { exact: true }).focus();
  await page.getByLabel(ui.lastName, { exact: true }).focus();
  await expect(page.getByText(ui.required)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(ui.firstName, { exact: true }).fill(names.first);
  await page.getByLabel(ui.lastName, { exact: true }).fill(names.last);
  await page.getByLabel(ui.email, { exact: true }).fill(uniqueEmail(`chef-${language}`));
  await page.getByLabel(ui.password, { exact: true }).fill('Virtuve2026');
  await page.getByLabel(ui.city, { exact: true }).selectOption('Vilnius');
  await page.getByLabel(ui.phone, { exact: true }).fill(phone);
  await expect(page.getByText(ui.validPhone)).toBeVisible();
  // One consent here, the terms: the right to earn income is asked once, by question 2.
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('main').getByText(/earn income|gauti pajam/i)).toHaveCount(0);
  await page.getByLabel(ui.terms).check();
  await page.getByRole('button', { name: ui.createAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: ui.introTitle })).toBeVisible();
  return phone;
}

async function answerQuestionnaire(page: Page, language: Language) {
  const ui = UI[language];
  await page.getByRole('button', { name: ui.start }).click();

  await expectStep(page, language, 1);
  await pick(page, language, 1, 1); // single choices advance by themselves
  await expectStep(page, language, 2);
  await pick(page, language, 2, 3);
  await expectStep(page, language, 3);
  await pick(page, language, 3, 5);

  // Question 4, option 13: a certificate upload instead of advancing.
  await expectStep(page, language, 4);
  await pick(page, language, 4, 13);
  await uploadInDialog(page, { name: 'diploma.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByText(ui.certificateUploaded)).toBeVisible();
  await page.getByRole('button', { name: ui.next }).click();

  await expectStep(page, language, 5);
  await pick(page, language, 5, 21);
  await expectStep(page, language, 6);
  await pick(page, language, 6, 26);

  // Question 7: rich text (at least 10 characters) and an optional video CV.
  await expectStep(page, language, 7);
  const next = page.getByRole('button', { name: ui.next });
  await expect(next).toBeDisabled();
  await page.getByRole('main').getByRole('textbox').fill(ABOUT_ANSWER);
  await page.getByRole('button', { name: ui.addVideo }).click();
  await uploadInDialog(page, { name: 'my-cv.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByText('my-cv.mp4')).toBeVisible();
  await expectAccessible(page);
  await next.click();

  await expectStep(page, language, 8);
  await pick(page, language, 8, 28);

  // Question 9: at most three cuisines; the others are then disabled.
  await expectStep(page, language, 9);
  for (const option of [33, 34, 47]) await page.getByLabel(optionTitle(language, 9, option)).check();
  await expect(page.getByLabel(optionTitle(language, 9, 35))).toBeDisabled();
  await page.getByRole('button', { name: ui.next }).click();

  await expectStep(page, language, 10);
  await page.getByRole('main').getByRole('textbox').fill(SOCIAL_ANSWER);
  await page.getByRole('button', { name: ui.next }).click();
  await expectStep(page, language, 11);
  await page.getByRole('main').getByRole('textbox').fill('I bring my own knives and pans.');
  await page.getByRole('button', { name: ui.submit }).click();

  await expect(page.getByRole('heading', { level: 1, name: ui.thanks })).toBeVisible();
  // The application's state; no "Create a dish" before an operator approves it.
  await expect(page.getByTestId('application-status')).toHaveText(ui.statusSubmitted);
  await expect(page.getByRole('link', { name: ui.createDish })).toHaveCount(0);
  // The answers were sent, so the draft is gone (spec accounts §4).
  expect(await page.evaluate(() => localStorage.getItem('qaComponent_chef_registration_1_1'))).toBeNull();

  // Coming back to /chef-registration shows the application, not the questionnaire again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ui.applicationTitle })).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText(ui.statusSubmitted);
  await expect(page.getByRole('link', { name: ui.createDish })).toHaveCount(0);
}

async function completeProfile(page: Page, language: Language, registeredPhone: string, nickname: string) {
  const ui = UI[language];
  await page.getByRole('link', { name: ui.continue }).click();
  await expect(page).toHaveURL(/\/profile\?source=regular_registration&chefProfile=true$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.profileTitle })).toBeVisible();
  await expect(page.getByText(ui.submitted)).toBeVisible();
  // The phone given at registration is there; the chef changes it to another number.
  const phoneField = page.getByLabel(ui.phone, { exact: true });
  await expect(phoneField).toHaveValue(registeredPhone);
  let phone = uniquePhone();
  while (phone === registeredPhone) phone = uniquePhone();
  await phoneField.fill(`+370 ${phone}`);
  await expect(page.getByText(ui.validPhone)).toBeVisible();

  // Registration mode starts from the application's answers (questions 7, 9 and 10).
  const about = page.getByLabel(ui.about, { exact: true });
  await expect(about).toHaveValue(ABOUT_ANSWER);
  await expect(page.getByLabel(ui.social, { exact: true })).toHaveValue(SOCIAL_ANSWER);
  for (const type of ui.kitchen) await expect(kitchenChip(page, type)).toBeVisible();

  await page.getByLabel(ui.nickname, { exact: true }).fill(nickname);
  await about.fill(ABOUT);
  await page.getByLabel(ui.hourRate, { exact: true }).fill('18.5');
  const kitchen = page.getByRole('combobox', { name: ui.kitchenSearch });
  await kitchen.fill(ui.addKitchen.slice(0, 4));
  // The three cuisines of the questionnaire (Lithuanian kept) are the most: the rest of
  // the list is disabled (spec accounts §2).
  await expect(page.getByRole('option', { name: ui.addKitchen })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(ui.maxKitchen)).toBeVisible();
  await kitchen.fill('zzz');
  await expect(
    page.getByRole('option', { name: language === 'en' ? 'No item found' : 'Nieko nerasta' }),
  ).toBeVisible();
  await kitchen.fill('');
  await expect(page.getByLabel(ui.training, { exact: true })).toHaveValue('13');
  await expect(page.getByText(ui.certificateHint)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: ui.save, exact: true }).click();
  await expect(page.getByText(ui.saved)).toBeVisible();
  await expect(page.getByText(ui.awaiting)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(ui.nickname, { exact: true })).toHaveValue(nickname);
  await expect(page.getByLabel(ui.phone, { exact: true })).toHaveValue(phone);
  await expect(page.getByLabel(ui.about, { exact: true })).toHaveValue(ABOUT);
  // Typed as 18.5, the saved rate comes back as the money module writes it.
  await expect(page.getByLabel(ui.hourRate, { exact: true })).toHaveValue('18.50');
  await expect(page.getByLabel(ui.social, { exact: true })).toHaveValue(SOCIAL_ANSWER);
  for (const type of ui.kitchen) await expect(kitchenChip(page, type)).toBeVisible();
  await expect(page.getByLabel(ui.training, { exact: true })).toHaveValue('13');
  await expect(page.getByRole('img', { name: 'diploma.jpg' })).toBeVisible();
  // The questionnaire's video CV is on the profile; this tiny file is not playable.
  await expect(page.getByText(ui.unableVideo)).toBeVisible();
}

test.describe('chef onboarding', () => {
  // The whole application in one journey (eleven answers, two uploads, the profile): about 55 s in
  // CI beside the every-page run, so the default minute is no margin.
  test.slow();
  test('a new chef registers, answers all 11 questions with a certificate and a video CV, and completes the profile', async ({
    page,
  }) => {
    const suffix = uniqueLetters();
    await page.goto('/chef-registration');
    const phone = await registerChef(page, 'en', { first: 'Ona', last: `Kepėja${suffix}` });
    await answerQuestionnaire(page, 'en');
    await completeProfile(page, 'en', phone, `ona-${suffix}`);
  });

  test('the same journey in Lithuanian', async ({ page }) => {
    const suffix = uniqueLetters();
    await page.goto('/chef-registration');
    await chooseLithuanian(page);
    const phone = await registerChef(page, 'lt', { first: 'Rūta', last: `Virėja${suffix}` });
    await answerQuestionnaire(page, 'lt');
    await completeProfile(page, 'lt', phone, `ruta-${suffix}`);
  });
});
