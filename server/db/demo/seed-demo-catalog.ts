import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { isDishComplete } from '#domain/dishes/completeness.ts';
import { CHEF_QUESTIONNAIRE } from '#domain/onboarding/questionnaire.ts';
import { userFileKey, type FileStorage } from '../../lib/file-storage.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbOrTx, Db } from '../client.ts';
import { addresses, files, merchantInfos, productDetails, productFiles, products, users } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed.ts';
import { recordAuditDecision } from '../../lib/audit.ts';
import {
  DEMO_CERTIFICATES,
  DEMO_VMVT_CHECKED,
  DEMO_CHEFS,
  DEMO_PENDING_CHEF,
  type DemoChef,
} from './demo-catalog.ts';
import { inBothLanguages } from './demo-texts-lt.ts';
import { drawDish } from './dish-art.ts';
import { toIngredientList } from '#domain/dishes/dish.schema.ts';

export const demoChefEmail = (nickname: string) => `${nickname}@demo.lt`;

/**
 * Seeds the demo chefs with their dishes and drawn photos, and one application waiting for an
 * operator. Runs once: a database that already has the first demo chef is left alone.
 */
export async function seedDemoCatalog(db: Db, storage: FileStorage, now = new Date()): Promise<void> {
  const [seeded] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoChefEmail(DEMO_CHEFS[0]!.nickname)));
  if (seeded) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const certificate = await drawCertificate();
  // The demo operator checked some diplomas (seeded before the catalogue; without it, none is).
  const operatorEmail = DEMO_ACCOUNTS.find((account) => account.role === 'OPERATOR')!.email;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
  let imageSeed = 1;
  for (const [index, chef] of DEMO_CHEFS.entries()) {
    const images: { dishIndex: number; buffer: Buffer }[] = [];
    for (const [dishIndex, dish] of chef.dishes.entries())
      images.push({ dishIndex, buffer: await drawDish(dish.look, imageSeed++) });
    await db.transaction(async (tx) => {
      const userId = await insertChef(tx, chef, index, passwordHash, true, now);
      const diploma = DEMO_CERTIFICATES[chef.nickname];
      if (diploma) {
        // Sent with the application, before the decision; the operator looked at it when deciding.
        const submittedAt = new Date(now.getTime() - (index + 2) * 86_400_000);
        const fileId = await storeImage(
          tx,
          storage,
          userId,
          'diplomas.jpg',
          certificate,
          'certificate',
          submittedAt,
        );
        if (diploma === 'checked' && operator)
          await recordDemoCheck(tx, userId, fileId, operator.id, now, index);
      }
      if (DEMO_VMVT_CHECKED.includes(chef.nickname) && operator)
        await recordDemoVmvtCheck(tx, userId, demoFoodBusinessNumber(index), operator.id, now, index);
      for (const [dishIndex, dish] of chef.dishes.entries()) {
        const [product] = await tx
          .insert(products)
          .values({
            userId,
            title: dish.title,
            description: inBothLanguages(dish.description),
            measureUnit: 'item',
            active: true,
            priceCents: dish.fixedPriceEuros === undefined ? null : dish.fixedPriceEuros * 100,
            fixedPrice: dish.fixedPriceEuros !== undefined,
            // Each demo dish has its preparation time, allergens and one drawn photo.
            complete: isDishComplete({
              fixedPrice: dish.fixedPriceEuros !== undefined,
              storedPriceCents: dish.fixedPriceEuros === undefined ? null : dish.fixedPriceEuros * 100,
              preparationMinutes: dish.minutes,
              allergens: dish.allergens,
              imageCount: 1,
            }),
          })
          .returning({ id: products.id });
        await tx.insert(productDetails).values({
          productId: product!.id,
          kitchenType: dish.kitchen,
          preparationMinutes: dish.minutes,
          preparationDescription: inBothLanguages(
            'Cooked fresh in your kitchen; I bring the ingredients and leave it tidy.',
          ),
          calories: dish.calories,
          servingsNumber: dish.servings,
          // The demo's name-to-amount maps, in their order; their units are not recorded.
          ingredients: toIngredientList(dish.ingredients),
          allergens: dish.allergens,
        });
        const image = images.find((candidate) => candidate.dishIndex === dishIndex)!;
        const fileId = await storeImage(
          tx,
          storage,
          userId,
          `${dish.title}.jpg`,
          image.buffer,
          'product-image',
        );
        await tx.insert(productFiles).values({ productId: product!.id, fileId });
      }
    });
  }
  const pending = { ...DEMO_PENDING_CHEF, training: 13, dishes: [] } satisfies DemoChef;
  await db.transaction(async (tx) => {
    const userId = await insertChef(tx, pending, DEMO_CHEFS.length, passwordHash, false, now);
    await storeImage(tx, storage, userId, 'diplomas.jpg', certificate, 'certificate');
  });
}

async function insertChef(
  tx: DbOrTx,
  chef: DemoChef,
  index: number,
  passwordHash: string,
  approved: boolean,
  now: Date,
) {
  const [user] = await tx
    .insert(users)
    .values({
      email: demoChefEmail(chef.nickname),
      passwordHash,
      role: 'CUSTOMER',
      verified: true,
      firstName: chef.firstName,
      lastName: chef.lastName,
      nickname: chef.nickname,
      phoneNumber: `3706${String(1_000_000 + index).padStart(7, '0')}`,
      phoneCountry: 'lt',
      language: 'lt',
      termsAcceptedAt: now,
      authorizedToEarnAt: now,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(addresses).values({ userId, city: chef.city, country: 'LT', countryPhoneCode: '370' });
  const header = { ...CHEF_QUESTIONNAIRE };
  await tx.insert(merchantInfos).values({
    userId,
    hourRateCents: chef.hourRateEuros * 100,
    kitchenTypes: chef.kitchens,
    // Every demo chef cooks as a registered food business, as a real one must (the pending
    // application too: an operator checks its number before approving).
    foodBusinessNumber: demoFoodBusinessNumber(index),
    about: inBothLanguages(chef.about),
    culinaryTraining: chef.training,
    professionalExperience: 20,
    metadata: {
      ...header,
      answers: [
        { questionId: 4, answerType: 'option', optionId: chef.training },
        { questionId: 5, answerType: 'option', optionId: 20 },
      ],
    },
    additionalNotes: { ...header, answers: [] },
    valid: approved,
    applicationStatus: approved ? 'approved' : 'submitted',
    submittedAt: new Date(now.getTime() - (index + 2) * 86_400_000),
    decidedAt: approved ? new Date(now.getTime() - index * 3_600_000) : null,
  });
  return userId;
}

/** The operator's check of a demo chef's diploma, when the application was approved, audited. */
async function recordDemoCheck(
  tx: DbOrTx,
  userId: string,
  fileId: string,
  operatorId: string,
  now: Date,
  index: number,
) {
  await tx
    .update(merchantInfos)
    .set({
      certificatesCheckedAt: new Date(now.getTime() - index * 3_600_000),
      certificatesCheckedBy: operatorId,
      certificatesCheckedFileIds: [fileId],
    })
    .where(eq(merchantInfos.userId, userId));
  await recordAuditDecision(tx, {
    subjectType: 'chef',
    subjectId: userId,
    action: 'certificates-checked',
    details: { certificates: 1 },
    decidedBy: operatorId,
  });
}

/** The operator's look-up of a demo chef's VMVT number in the register, when approving, audited. */
async function recordDemoVmvtCheck(
  tx: DbOrTx,
  userId: string,
  number: string,
  operatorId: string,
  now: Date,
  index: number,
) {
  await tx
    .update(merchantInfos)
    .set({
      foodBusinessCheckedAt: new Date(now.getTime() - index * 3_600_000),
      foodBusinessCheckedBy: operatorId,
      foodBusinessCheckedNumber: number,
    })
    .where(eq(merchantInfos.userId, userId));
  await recordAuditDecision(tx, {
    subjectType: 'chef',
    subjectId: userId,
    action: 'food-business-checked',
    details: { number },
    decidedBy: operatorId,
  });
}

async function storeImage(
  tx: DbOrTx,
  storage: FileStorage,
  userId: string,
  name: string,
  buffer: Buffer,
  label: string,
  createdAt?: Date,
) {
  const storedName = `${randomUUID()}.jpg`;
  await storage.put(userFileKey(userId, storedName), buffer, 'image/jpeg');
  const [file] = await tx
    .insert(files)
    .values({
      userId,
      storedName,
      originalName: name,
      contentType: 'image/jpeg',
      sizeBytes: buffer.length,
      label,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: files.id });
  return file!.id;
}

/** A plain diploma-like page, so the pending application has a certificate to look at. */
function drawCertificate(): Promise<Buffer> {
  const lines = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="120" y="${250 + i * 38}" width="${560 - (i % 3) * 90}" height="10" rx="5" fill="#c9b79c"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#f7f1e6"/>
  <rect x="40" y="40" width="720" height="520" fill="none" stroke="#b0813c" stroke-width="10"/>
  <rect x="200" y="110" width="400" height="26" rx="8" fill="#7a4a2a"/><rect x="270" y="160" width="260" height="14" rx="7" fill="#b0813c"/>
  ${lines}<circle cx="640" cy="480" r="48" fill="#c0392b" opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A food-business number in the shape VMVT gives them, one per demo chef. */
export function demoFoodBusinessNumber(index: number): string {
  return `LT ${13 + (index % 47)}-${String((index % 12) + 1).padStart(2, '0')}-${String(10 + index).padStart(2, '0')} EB`;
}
