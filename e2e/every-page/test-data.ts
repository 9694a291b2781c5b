import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { splitSubmission, type Answer } from '#domain/onboarding/answer-rules.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  dishIdOf,
  earliestService,
  expect,
  placePaidOrder,
  reachServiceDay,
  serverNow,
  uniqueEmail,
  dinnerIn,
} from '../fixtures.ts';

/** The approved demo chef whose store and dish the pages show. */
export const ONA = { store: 'onos-virtuve', dish: 'Kugelis' };

/** The data a page needs, made through the API by the user who would have made it. */
export class TestData {
  private contexts: APIRequestContext[] = [];
  private sessions = new Map<string, APIRequestContext>();

  constructor(
    private page: Page,
    private playwright: PlaywrightWorkerArgs['playwright'],
    private baseURL: string,
  ) {}

  /** A published dish of the approved demo chef. */
  dishId(): Promise<number> {
    return dishIdOf(this.page.request, ONA.store, ONA.dish);
  }

  /** An order of the demo customer, paid by card (a cash order: only its service fee). */
  async order({ payInCash, soonest = false }: { payInCash: boolean; soonest?: boolean }): Promise<number> {
    const customer = await this.signedIn(DEMO.customer);
    const now = await serverNow(customer);
    const serviceDate = soonest ? await earliestService(customer) : dinnerIn(3, now.getTime());
    const orderId = await placePaidOrder(customer, {
      productId: await this.dishId(),
      payInCash,
      serviceDate,
    });
    // A card order is delivered from its service day on: one to deliver reaches it.
    if (soonest) await reachServiceDay(customer, serviceDate);
    return orderId;
  }

  /** An order of the demo customer that waits for its card payment. */
  async unpaidOrder(): Promise<number> {
    return this.placeOrder(await this.signedIn(DEMO.customer));
  }

  /** An order placed by this browser as a guest, which it may then link to an account. */
  guestOrder(): Promise<number> {
    return this.placeOrder(this.page.request);
  }

  /** A card order the chef confirmed and delivered. */
  async deliveredOrder(): Promise<{ orderId: number; itemId: number }> {
    const orderId = await this.order({ payInCash: false, soonest: true });
    const customer = await this.signedIn(DEMO.customer);
    const order = (await (await customer.get(`/secure/order?orderId=${orderId}`)).json()).model.order;
    const chef = await this.signedIn(DEMO.chef);
    // The rest of a card order is paid in cash with the customer's hand-over PIN.
    for (const status of ['confirmed', 'delivered']) {
      const changed = await chef.post('/secure/order-status', {
        form: {
          orderId: String(orderId),
          status,
          ...(status === 'delivered' ? { handoverCode: order.handoverCode as string } : {}),
        },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
    return { orderId, itemId: order.orderItems[0].id as number };
  }

  /** The demo customer's question to the demo chef, with a phone number in it; the thread's id. */
  async thread(): Promise<string> {
    const customer = await this.signedIn(DEMO.customer);
    const opened = await customer.post('/secure/message-thread', { form: { chefNickname: ONA.store } });
    expect(opened.ok(), await opened.text()).toBe(true);
    const threadId = (await opened.json()).model.thread.id as string;
    const sent = await customer.post('/secure/message', {
      form: { threadId, text: 'Ar galite be kiaulienos? Skambinkite +370 612 34567.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    return threadId;
  }

  /** The chef's report of the customer's message, for the operators' list. */
  async reportedMessage(): Promise<void> {
    const threadId = await this.thread();
    const chef = await this.signedIn(DEMO.chef);
    const thread = (await (await chef.get(`/secure/message-thread?threadId=${threadId}`)).json()).model;
    const reported = await chef.post('/secure/message-report', {
      form: { messageId: String(thread.messages[0].id), reason: 'contactDetails' },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
  }

  /** An open complaint about a delivered dish, for the operators' queue. */
  async complaint(): Promise<void> {
    const { orderId, itemId } = await this.deliveredOrder();
    const customer = await this.signedIn(DEMO.customer);
    const complained = await customer.post('/secure/complaint', {
      form: {
        orderId: String(orderId),
        itemId: String(itemId),
        text: 'The kugelis arrived cold and half of it was missing.',
        photoIds: '[]',
      },
    });
    expect(complained.ok(), await complained.text()).toBe(true);
  }

  /** The demo customer's event request in Ona's city, for any cuisine, three days ahead; its id. */
  async eventRequest(): Promise<number> {
    const customer = await this.signedIn(DEMO.customer);
    const serviceDate = dinnerIn(3, (await serverNow(customer)).getTime());
    const filed = await customer.post('/secure/event-request', {
      form: {
        serviceDate: String(Math.floor(serviceDate.getTime() / 1000)),
        city: 'Kaunas',
        address: 'Laisvės al. 10',
        guests: '10',
        budgetKind: 'perPerson',
        budget: '4000',
        cuisines: '[]',
        allergens: '["nuts"]',
        dietaryNeeds: 'Du vegetarai',
        occasion: 'birthday',
        note: 'Močiutei sueina 80.',
      },
    });
    expect(filed.ok(), await filed.text()).toBe(true);
    return (await filed.json()).model.request.id as number;
  }

  /** Ona's proposal for a new event request (one of her dishes and a course in words), revised once. */
  async eventProposal(): Promise<{ requestId: number; proposalId: number }> {
    const requestId = await this.eventRequest();
    const chef = await this.signedIn(DEMO.chef);
    const dishId = await this.dishId();
    const withDish = (price: number) => ({
      courses: JSON.stringify([
        { dishId },
        { title: 'Šaltibarščiai', description: 'Su karštomis bulvėmis', allergens: ['milk', 'eggs'] },
      ]),
      includes: JSON.stringify(['shopping', 'cooking', 'cleaning']),
      price: String(price),
      durationMinutes: '240',
      message: 'Vasariškas stalas.',
    });
    const proposed = await chef.post('/secure/event-proposal', {
      form: { requestId: String(requestId), ...withDish(45_000) },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
    const proposalId = (await proposed.json()).model.proposal.id as number;
    // A revision, so the customer's page says what changed.
    const revised = await chef.post('/secure/event-proposal-revision', {
      form: { proposalId: String(proposalId), ...withDish(42_000) },
    });
    expect(revised.ok(), await revised.text()).toBe(true);
    return { requestId, proposalId };
  }

  /** A new chef's submitted application; returns the applicant's user id. */
  async application(): Promise<string> {
    const applicant = await this.context();
    const registered = await applicant.post('/register', {
      form: { identityKey: uniqueEmail('every-page-chef'), type: 'email', password: 'Kepsnys7x' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const userId = (await registered.json()).model.authorized.id as string;
    await applicant.post('/secure/user-info', { form: { firstName: 'Jurgita', lastName: 'Paraiškaitė' } });
    const answers: Answer[] = [
      { questionId: 1, answerType: 'option', optionId: 1 },
      { questionId: 2, answerType: 'option', optionId: 3 },
      { questionId: 3, answerType: 'option', optionId: 11 },
      { questionId: 4, answerType: 'option', optionId: 16 },
      { questionId: 5, answerType: 'option', optionId: 21 },
      { questionId: 6, answerType: 'option', optionId: 25 },
      { questionId: 7, answerType: 'text', textValue: 'Verdu cepelinus ir kepu pyragus šventėms.' },
      { questionId: 8, answerType: 'option', optionId: 27 },
      { questionId: 9, answerType: 'option', selectedOptions: [47] },
    ];
    const submitted = await applicant.post('/secure/merchant-info', { form: splitSubmission(answers) });
    expect(submitted.ok(), await submitted.text()).toBe(true);
    return userId;
  }

  async dispose() {
    await Promise.all(this.contexts.map((context) => context.dispose()));
  }

  private async placeOrder(request: APIRequestContext): Promise<number> {
    const placed = await request.post('/store/order', {
      form: {
        items: JSON.stringify([{ productId: await this.dishId(), productVolume: 1 }]),
        serviceDeliveryDate: String(Math.floor(dinnerIn(3).getTime() / 1000)),
        payInCash: 'false',
        cateringRequired: 'false',
        title: 'Home',
        postalCode: 'LT-01103',
        state: 'Kauno apskritis',
        city: 'Kaunas',
        phone: '+37061234567',
        formatted_address: 'Gedimino pr. 1-5',
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    return (await placed.json()).model.order.id as number;
  }

  /** An API session of its own for `email` (kept apart from the page's cookies). */
  private async signedIn(email: string): Promise<APIRequestContext> {
    const cached = this.sessions.get(email);
    if (cached) return cached;
    const context = await this.context();
    const response = await context.post('/pw-login', {
      form: { identityKey: email, password: DEMO_PASSWORD, type: 'email' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    this.sessions.set(email, context);
    return context;
  }

  private async context(): Promise<APIRequestContext> {
    const context = await this.playwright.request.newContext({ baseURL: this.baseURL });
    this.contexts.push(context);
    return context;
  }
}
