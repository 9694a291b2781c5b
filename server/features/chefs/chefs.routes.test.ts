import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import { moderationDecisions, users } from '../../db/schema.ts';
import { ensureAccount } from '../../db/seed.ts';
import { completeChefAnswers } from '../../test/factories.ts';
import { makeJpeg, makeMp4 } from '../../test/fixtures.ts';
import {
  describeApi,
  signUp,
  TestClient,
  uniqueEmail,
  uploadFile,
  type TestApp,
} from '../../test/test-app.ts';

async function operator(t: TestApp, role: 'OPERATOR' | 'ADMIN' = 'OPERATOR') {
  const email = uniqueEmail('op');
  await ensureAccount(t.db, { email, password: 'Operator1x', role });
  const client = new TestClient(t.app);
  const response = await client.post('/pw-login', { identityKey: email, password: 'Operator1x' });
  return { client, id: response.json().model.authorized.id as string };
}

async function applicant(t: TestApp) {
  const chef = await signUp(t.app);
  const answers = await completeChefAnswers(chef.client);
  const response = await chef.client.post('/secure/merchant-info', splitSubmission(answers));
  expect(response.statusCode, response.body).toBe(200);
  return { ...chef, answers };
}

describeApi('GET /questionnaires/chef_registration', (ctx) => {
  test('serves questions 1-11 in the asked language', async () => {
    const t = ctx();
    const en = (await t.app.inject({ url: '/questionnaires/chef_registration?language=en' })).json().model
      .questionnaire;
    const lt = (await t.app.inject({ url: '/questionnaires/chef_registration?language=lt' })).json().model
      .questionnaire;
    expect(en).toMatchObject({
      questionarieId: 1,
      questionarieName: 'chef_registration',
      version: 1,
      languageTag: 'en',
    });
    expect(en.questions.map((q: { questionId: number }) => q.questionId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(lt.languageTag).toBe('lt');
    expect(lt.questions[1].questionTitle).toBe('Ar turite teisę gauti pajamas Lietuvoje?');
    expect((await t.app.inject({ url: '/questionnaires/other' })).statusCode).toBe(404);
  });
});

describeApi('POST /secure/merchant-info', (ctx) => {
  test('the questionnaire submits the application: answers split, certificate and video kept, valid false', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const info = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(info).toMatchObject({
      valid: false,
      applicationStatus: 'submitted',
      culinaryTraining: { answer: 13 },
      professionalExperience: { answer: 20 },
    });
    // The cuisines picked (Lithuanian, Georgian) are kept as the chef's kitchen types.
    expect([...info.kitchenType].sort()).toEqual(['georgian', 'lithuanian']);
    expect(JSON.parse(info.metadata).answers.map((a: Answer) => a.questionId)).toEqual([4, 5]);
    expect(JSON.parse(info.additionalNotes).answers).toHaveLength(8);
    expect(info.certificates).toHaveLength(1);
    expect(info.culinaryTraining.certificateFileIds).toEqual([info.certificates[0].id]);
    expect(info.videoCv?.contentType).toBe('video/mp4');
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo).toMatchObject({
      valid: false,
      applicationStatus: 'submitted',
    });
  });

  test('question 2 is where the right to earn income is declared: the account keeps when, once', async () => {
    const t = ctx();
    const declaredAt = async (id: string) =>
      (await t.db.select().from(users).where(eq(users.id, id)))[0]!.authorizedToEarnAt;
    const chef = await signUp(t.app);
    // Registration did not ask (the plain form, like the chef form without the field).
    expect(await declaredAt(chef.id)).toBeNull();
    const answers = await completeChefAnswers(chef.client);
    const saying = (optionId: number) => answers.map((a) => (a.questionId === 2 ? { ...a, optionId } : a));

    // "No" is refused (option 3 is mandatory) and records nothing.
    const no = await chef.client.post('/secure/merchant-info', splitSubmission(saying(4)));
    expect(no.statusCode).toBe(400);
    expect(no.json().fieldErrors).toHaveProperty('question2');
    expect(await declaredAt(chef.id)).toBeNull();

    const firstAt = t.clock.now().getTime();
    expect((await chef.client.post('/secure/merchant-info', splitSubmission(saying(3)))).statusCode).toBe(
      200,
    );
    expect((await declaredAt(chef.id))?.getTime()).toBe(firstAt);
    // Answering again later keeps the first declaration.
    t.clock.advance(60_000);
    expect((await chef.client.post('/secure/merchant-info', splitSubmission(saying(3)))).statusCode).toBe(
      200,
    );
    expect((await declaredAt(chef.id))?.getTime()).toBe(firstAt);
  });

  test('an incomplete or invalid application is refused, naming each question, and nothing is saved', async () => {
    const t = ctx();
    const chef = await signUp(t.app);
    const answers: Answer[] = [
      { questionId: 1, answerType: 'option', optionId: 1 },
      { questionId: 2, answerType: 'option', optionId: 4 },
      { questionId: 4, answerType: 'option', optionId: 14 },
      { questionId: 7, answerType: 'text', textValue: 'short' },
      { questionId: 9, answerType: 'option', selectedOptions: [33, 34, 35, 36] },
    ];
    const response = await chef.client.post('/secure/merchant-info', splitSubmission(answers));
    expect(response.statusCode).toBe(400);
    const codes = Object.fromEntries(
      response
        .json()
        .messages.filter((m: { field?: string }) => m.field)
        .map((m: { field: string; code: string }) => [m.field, m.code]),
    );
    expect(codes).toMatchObject({
      question2: 'questionnaire.mandatoryOption',
      question3: 'questionnaire.answerRequired',
      question4: 'questionnaire.certificateRequired',
      question7: 'questionnaire.textTooShort',
      question9: 'questionnaire.tooManyOptions',
    });
    const info = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(info.applicationStatus).toBe('none');
  });

  test('certificates must be the applicant\u2019s own files', async () => {
    const t = ctx();
    const other = await signUp(t.app);
    const foreign = (await uploadFile(other.client, 'c.jpg', await makeJpeg())).json().model.fileDescriptor
      .id;
    const chef = await signUp(t.app);
    const answers = (await completeChefAnswers(chef.client)).map((a) =>
      a.questionId === 4 ? { ...a, fileIds: [foreign] } : a,
    );
    const response = await chef.client.post('/secure/merchant-info', splitSubmission(answers));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ fileIds: 'invalid' });
  });

  test('malformed questionnaire JSON text is a 400 on its field', async () => {
    const { client } = await signUp(ctx().app);
    const response = await client.post('/secure/merchant-info', {
      metadata: '{not json',
      additionalNotes: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ metadata: 'invalid' });
  });

  test('profile fields: hourRate in cents, kitchen types from the list, URLs checked; valid is never taken from the chef', async () => {
    const t = ctx();
    const { client } = await signUp(t.app);
    await client.post('/secure/user-info', { nickname: `ona-${Math.random().toString(36).slice(2, 8)}` });
    const saved = await client.post('/secure/merchant-info', {
      hourRate: '2550',
      kitchenType: 'georgian, french',
      about: 'Khachapuri and croissants.',
      socialNetworkURL: 'https://instagram.com/ona',
      valid: 'true',
      applicationStatus: 'approved',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().model.legalInfo).toMatchObject({ valid: false });
    const info = (await client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(info).toMatchObject({
      hourRate: 2550,
      kitchenType: ['georgian', 'french'],
      valid: false,
      applicationStatus: 'draft',
    });
    await client.post('/secure/merchant-info', { about: '', socialNetworkURL: '' });
    const cleared = (await client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect([cleared.about, cleared.socialNetworkURL, cleared.hourRate]).toEqual([null, null, 2550]);
    const bad = await client.post('/secure/merchant-info', {
      hourRate: '0',
      kitchenType: 'georgian,french,asian,vegan',
      website: 'ona.lt',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      hourRate: 'invalid',
      kitchenType: 'invalid',
      website: 'invalid',
    });
    const texts = bad.json().messages.map((m: { message: string }) => m.message);
    expect(texts).toContain('Maximum 3 kitchen types allowed');
  });

  test('the video CV can be removed, and only one\u2019s own video can be set', async () => {
    const t = ctx();
    const chef = await applicant(t);
    await chef.client.post('/secure/user-info', { nickname: `ona-${chef.id.slice(0, 8)}` });
    expect((await chef.client.post('/secure/merchant-info', { videoCVFileId: '' })).statusCode).toBe(200);
    expect(
      (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo.videoCVFileId,
    ).toBeNull();
    const other = await signUp(t.app);
    const foreign = (await uploadFile(other.client, 'v.mp4', makeMp4())).json().model.fileDescriptor.id;
    expect((await chef.client.post('/secure/merchant-info', { videoCVFileId: foreign })).statusCode).toBe(
      400,
    );
  });
});

describeApi('POST /secure/merchant-info: chef fields need a profile link (spec accounts §5)', (ctx) => {
  test('without one, stored or sent, it is a 400 on nickname ("Profile link is required"), and nothing is saved', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const before = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    const response = await chef.client.post('/secure/merchant-info', {
      hourRate: '2500',
      kitchenType: 'grill',
      about: 'Kepu duoną.',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ nickname: 'required' });
    // The same code the profile form shows under the field, translated there in en and lt.
    expect(response.json().messages).toContainEqual(
      expect.objectContaining({ code: 'forms.validation.required', field: 'nickname' }),
    );
    const after = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    expect(after).toEqual(before);
    expect((await chef.client.get('/secure/user-info')).json().model.userInfo.nickname ?? null).toBeNull();
  });

  test('a blank link sent along does not count', async () => {
    const { client } = await signUp(ctx().app);
    const response = await client.post('/secure/merchant-info', { about: 'Kepu duoną.', nickname: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ nickname: expect.any(String) });
    expect((await client.get('/secure/merchant-info')).json().model.merchantInfo?.about ?? null).toBeNull();
  });

  test('a link sent along is saved with the chef fields; a stored one is enough later', async () => {
    const { client } = await signUp(ctx().app);
    const nickname = `kepeja-${Math.random().toString(36).slice(2, 8)}`;
    const saved = await client.post('/secure/merchant-info', { hourRate: '2500', nickname });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await client.get('/secure/user-info')).json().model.userInfo.nickname).toBe(nickname);
    expect((await client.post('/secure/merchant-info', { about: 'Kepu duoną.' })).statusCode).toBe(200);
    expect((await client.get('/secure/merchant-info')).json().model.merchantInfo).toMatchObject({
      hourRate: 2500,
      about: 'Kepu duoną.',
    });
  });

  test('the questionnaire alone, or clearing fields, needs no link', async () => {
    const t = ctx();
    const chef = await applicant(t); // submitted without a nickname
    expect((await chef.client.post('/secure/merchant-info', { about: '', website: '' })).statusCode).toBe(
      200,
    );
  });
});

describeApi('POST /secure/store-management/merchant-status', (ctx) => {
  test('an operator approves: valid follows /secure/me, the decision is recorded and the chef is mailed', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const op = await operator(t);
    // No food-business number (VMVT) on file: the operator asks for it first, or says why not.
    const unexplained = await op.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
    });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fieldErrors).toEqual({ reason: 'invalid' });
    expect(unexplained.json().messages[0].message).toBe(
      'This chef has no food-business number (VMVT) on file. Ask for it first, or write why they may start without it.',
    );
    const lithuanian = await op.client.request({
      method: 'POST',
      url: '/secure/store-management/merchant-status',
      payload: `userId=${chef.id}&valid=true`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'lt' },
    });
    expect(lithuanian.json().messages[0].message).toContain('VMVT');
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo.valid).toBe(false);
    const response = await op.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      reason: 'VMVT registration checked by phone; the number follows this week.',
    });
    expect(response.statusCode).toBe(200);
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo).toMatchObject({
      valid: true,
      applicationStatus: 'approved',
    });
    const decisions = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.subjectUserId, chef.id));
    expect(decisions).toEqual([
      expect.objectContaining({ decidedBy: op.id, valid: true, kind: 'application' }),
    ]);
    expect(t.mailer.lastTo(chef.email)?.subject).toBe('Your Namų šefas chef profile is approved');
    // An approved chef resubmitting answers stays approved.
    await chef.client.post('/secure/merchant-info', splitSubmission(chef.answers));
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo.valid).toBe(true);
  });

  test('a rejection needs a reason, which the chef then sees', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const op = await operator(t, 'ADMIN');
    const noReason = await op.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'required' });
    const reason = 'Please upload a readable certificate.';
    await op.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'false',
      reason,
    });
    const legal = (await chef.client.get('/secure/me')).json().model.authorized.legalInfo;
    expect(legal).toMatchObject({ valid: false, applicationStatus: 'rejected', decisionReason: reason });
    expect(t.mailer.lastTo(chef.email)?.text).toContain(reason);
  });

  test('customers and chefs get 403; visitors 401; an unknown chef 404', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const customer = await signUp(t.app);
    for (const client of [customer.client, chef.client]) {
      const response = await client.post('/secure/store-management/merchant-status', {
        userId: chef.id,
        valid: 'true',
      });
      expect(response.statusCode).toBe(403);
    }
    const visitor = await new TestClient(t.app).post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
    });
    expect(visitor.statusCode).toBe(401);
    expect((await chef.client.get('/secure/me')).json().model.authorized.legalInfo.valid).toBe(false);
    const op = await operator(t);
    const unknown = await op.client.post('/secure/store-management/merchant-status', {
      userId: customer.id,
      valid: 'true',
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('an approved chef\u2019s video CV becomes public; certificates never do', async () => {
    const t = ctx();
    const chef = await applicant(t);
    const info = (await chef.client.get('/secure/merchant-info')).json().model.merchantInfo;
    const visitor = new TestClient(t.app);
    expect((await visitor.get(info.videoCv.url)).statusCode).toBe(404);
    const op = await operator(t);
    await op.client.post('/secure/store-management/merchant-status', {
      userId: chef.id,
      valid: 'true',
      reason: 'VMVT number checked by phone.',
    });
    expect((await visitor.get(info.videoCv.url)).statusCode).toBe(200);
    expect((await visitor.get(info.certificates[0].url)).statusCode).toBe(404);
    // The customer's page shows only the "certificates checked" badge (the store answer): the
    // certificates' names, sizes and types are not theirs to read, nor the video's file name.
    for (const viewer of [visitor, (await signUp(t.app)).client]) {
      const certificates = await viewer.post('/user-files', { userId: chef.id, metaData: 'certificate' });
      expect(certificates.statusCode).toBe(200);
      expect(certificates.json().model.files).toEqual([]);
      const video = await viewer.post('/user-files', { userId: chef.id, metaData: 'video-cv' });
      const [listed] = video.json().model.files;
      expect(listed).toMatchObject({ fileId: info.videoCv.fileId, url: info.videoCv.url });
      expect(listed.originalName).toBe(listed.fileName);
      expect(video.body).not.toContain(info.videoCv.originalName);
      expect(certificates.body + video.body).not.toContain(info.certificates[0].originalName);
    }
    // Its owner and staff still see every file as uploaded.
    for (const viewer of [chef.client, op.client]) {
      const own = await viewer.post('/user-files', { userId: chef.id, metaData: 'certificate' });
      expect(own.json().model.files).toEqual([info.certificates[0]]);
    }
  });
});
