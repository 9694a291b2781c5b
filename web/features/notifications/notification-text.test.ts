import { expect, test } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import './texts.ts';
import { notificationText } from './notification-text.ts';

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const resolved = (params: Record<string, string | number>) =>
  notificationText(
    i18n.t,
    { kind: 'complaintResolved', params: { orderNumber: '0A1B2C3D', dishes: 'Kibinai', ...params } },
    euro,
  );

test('a resolved complaint tells each side who got the money back', async () => {
  await i18n.changeLanguage('en');
  expect(resolved({ outcome: 'partial', amount: 1000, audience: 'buyer' })).toBe(
    'The complaint about Kibinai is resolved: €10.00 is refunded to your card (order 0A1B2C3D).',
  );
  expect(resolved({ outcome: 'full', amount: 4336, audience: 'chef' })).toBe(
    'The complaint about Kibinai is resolved: the customer is refunded €43.36 to their card (order 0A1B2C3D).',
  );
  expect(resolved({ outcome: 'none', amount: 0, audience: 'chef' })).toBe(
    'The complaint about Kibinai is resolved without a refund (order 0A1B2C3D).',
  );
  // Notices written before the reader was named keep the neutral sentence.
  expect(resolved({ outcome: 'full', amount: 4336 })).toBe(
    'The complaint about Kibinai is resolved: €43.36 refunded (order 0A1B2C3D).',
  );
  await i18n.changeLanguage('lt');
  expect(resolved({ outcome: 'full', amount: 4336, audience: 'buyer' })).toContain(
    'Į jūsų kortelę grąžinama',
  );
  await i18n.changeLanguage('en');
});

test("an event request's end reads for each reader: a chef is thanked without the reason; a customer is offered a new request", async () => {
  const about = { requestId: 7, guests: 12, occasion: 'birthday', serviceDate: Date.UTC(2026, 5, 20, 15) };
  const text = (kind: string) => notificationText(i18n.t, { kind, params: about }, euro);
  await i18n.changeLanguage('en');
  expect(text('proposalRequestClosed')).toBe(
    'Our team closed event request no. 7 (12 guests), as it does not follow the marketplace rules, so your proposal can no longer be accepted. Thank you for it: nothing is needed from you.',
  );
  expect(text('proposalRequestCancelled')).toBe(
    'The customer withdrew event request no. 7 (12 guests), so your proposal can no longer be accepted. Thank you for it: nothing is needed from you.',
  );
  expect(text('eventRequestExpired')).toBe(
    'Your event request no. 7 (12 guests) has expired with no menu booked. If you still need a chef, you are welcome to file a new request.',
  );
  await i18n.changeLanguage('lt');
  expect(text('proposalRequestClosed')).toMatch(/^Mūsų komanda uždarė renginio užklausą nr. 7/);
  expect(text('proposalRequestCancelled')).toMatch(/^Klientas atšaukė renginio užklausą nr. 7/);
  expect(text('eventRequestExpired')).toMatch(
    /^Jūsų renginio užklausos nr. 7 \(svečių skaičius: 12\) galiojimas baigėsi/,
  );
  await i18n.changeLanguage('en');
});
