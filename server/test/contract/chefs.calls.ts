import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import { makeJpeg, makeMp4 } from '../fixtures.ts';
import { signUp, uploadFile, type TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

/** A complete chef application (questions 1-10), as server/features/chefs/chefs.routes.test.ts sends it. */
async function completeAnswers(client: TestClient): Promise<Answer[]> {
  const cert = (await uploadFile(client, 'diplomas.jpg', await makeJpeg())).json().model.fileDescriptor.id;
  const video = (await uploadFile(client, 'cv.mp4', makeMp4())).json().model.fileDescriptor.id;
  return [
    { questionId: 1, answerType: 'option', optionId: 1 },
    { questionId: 2, answerType: 'option', optionId: 3 },
    { questionId: 3, answerType: 'option', optionId: 11 },
    { questionId: 4, answerType: 'option', optionId: 13, fileIds: [cert] },
    { questionId: 5, answerType: 'option', optionId: 20 },
    { questionId: 6, answerType: 'option', optionId: 25 },
    { questionId: 7, answerType: 'text', textValue: 'Žemaitiški patiekalai dideliam stalui.', fileId: video },
    { questionId: 8, answerType: 'option', optionId: 27 },
    { questionId: 9, answerType: 'option', selectedOptions: [47, 45] },
    { questionId: 10, answerType: 'text', textValue: 'https://instagram.com/ona' },
  ];
}

/** A new applicant's submission (the world's approved chef is left as it is). */
async function apply(client: TestClient) {
  return client.post('/secure/merchant-info', splitSubmission(await completeAnswers(client)));
}

export const chefsCalls: ContractCalls = {
  'GET /secure/merchant-info': (w) => w.chef.client.get('/secure/merchant-info'),
  'POST /secure/merchant-info': async (_w, t) => apply((await signUp(t.app)).client),
  'POST /secure/store-management/merchant-status': async (w, t) => {
    const applicant = await signUp(t.app);
    await apply(applicant.client);
    return w.operator.client.post('/secure/store-management/merchant-status', {
      userId: applicant.id,
      valid: 'true',
    });
  },
};
