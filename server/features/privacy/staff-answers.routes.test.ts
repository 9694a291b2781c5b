import { expect, test } from 'vitest';
import { createChef, signInStaff } from '../../test/factories.ts';
import { describeApi } from '../../test/test-app.ts';

describeApi('staff answers carry only what a screen shows', (ctx) => {
  test("the operator's application answer leaves out the chef's personal tax number", async () => {
    const t = ctx();
    const chef = await createChef(t, { approve: false });
    const saved = await chef.client.post('/secure/merchant-info', {
      personalTaxNumber: '38901011234',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const operator = await signInStaff(t);
    const answer = await operator.client.get('/secure/store-management/application', { userId: chef.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain('38901011234');
    expect(answer.json().model.application.store).not.toHaveProperty('personalTaxNumber');
    // The chef still sees their own number on their profile.
    const own = await chef.client.get('/secure/merchant-info');
    expect(own.body).toContain('38901011234');
  });
});
