import { defaultAvailability } from '#domain/availability/availability-settings.ts';
import { TestClient } from '../test-app.ts';
import type { ContractCalls } from './world.ts';

export const availabilityCalls: ContractCalls = {
  'GET /secure/availability': (w) => w.chef.client.get('/secure/availability'),
  // In LAST: the chef's hours change what the other calls may book.
  'POST /secure/availability': (w) => {
    const { configured: _configured, ...settings } = defaultAvailability();
    return w.chef.client.post('/secure/availability', { availability: JSON.stringify(settings) });
  },
  'GET /store/service-slots': (w, t) =>
    new TestClient(t.app).get('/store/service-slots', {
      items: JSON.stringify([{ productId: w.order.orderItems[0].product.id }]),
      days: '7',
    }),
};
