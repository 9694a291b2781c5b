import { expect } from 'vitest';
import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { makeJpeg } from '../../test/fixtures.ts';
import { chefAnswers } from '../../test/factories.ts';
import { signUp, uploadFile, type TestApp, type TestClient } from '../../test/test-app.ts';

// For the console's tests: a chef who has applied, and her application as the console shows it.

export async function applicant(t: TestApp) {
  const chef = await signUp(t.app);
  // Chef fields need a profile link (spec accounts §5): the application brings a food-business number.
  await chef.client.post('/secure/user-info', {
    firstName: 'Rūta',
    lastName: 'Paraiškaitė',
    nickname: `ruta-${chef.id.slice(0, 8)}`,
  });
  const cert = (await uploadFile(chef.client, 'diplomas.jpg', await makeJpeg())).json().model.fileDescriptor
    .id;
  const submitted = await chef.client.post('/secure/merchant-info', {
    ...splitSubmission(chefAnswers(cert)),
    foodBusinessNumber: 'LT 13-01-01 EB',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...chef, cert };
}

export async function loadApplication(client: TestClient, userId: string, lang = 'en') {
  const response = await client.request({
    method: 'GET',
    url: `/secure/store-management/application?userId=${userId}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model.application;
}
