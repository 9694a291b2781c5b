import { can } from '#domain/accounts/policies.ts';
import {
  DEFAULT_MEASURE_UNIT,
  type DishDetailsInput,
  type ProductInput,
} from '#domain/dishes/dish.schema.ts';
import type { RelatedFileAnswer, SavedDetailsAnswer } from '#domain/dishes/dish.response.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { labelFiles, type FilesService } from '../files/files.service.ts';
import * as repo from './dishes.repo.ts';

/** Images a dish may carry. */
export const MAX_DISH_IMAGES = 12;

/**
 * A chef's own dishes (spec marketplace §2 "Dish create/edit", §7). Only chefs an operator approved
 * may write, and only to their own dishes.
 */
export class DishesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly files: FilesService,
  ) {}

  /** POST /secure/product: creates, or with `id` updates, the main info. */
  async saveProduct(userId: string, input: ProductInput) {
    await this.requireApprovedChef(userId);
    const values = {
      title: input.title,
      description: input.description,
      ...(input.price !== undefined ? { priceCents: input.price } : {}),
      ...(input.fixedPrice !== undefined ? { fixedPrice: input.fixedPrice } : {}),
      ...(input.measureUnit !== undefined ? { measureUnit: input.measureUnit } : {}),
      ...(input.size !== undefined ? { size: input.size } : {}),
      ...(input.videoURL !== undefined ? { videoUrl: input.videoURL } : {}),
      ...(input.parcelRequires !== undefined ? { parcelRequires: input.parcelRequires } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
    if (input.id === undefined) {
      // A new dish is a draft until its chef enables it (and it is complete).
      return repo.insertProduct(this.db, {
        ...values,
        userId,
        active: values.active ?? false,
        measureUnit: values.measureUnit ?? DEFAULT_MEASURE_UNIT,
      });
    }
    const id = input.id;
    return this.db.transaction(async (tx) => {
      const current = await this.ownProduct(tx, userId, id);
      // A dish an operator took down stays down until an operator says otherwise.
      if (current.blockedReason && values.active) values.active = false;
      await repo.updateProduct(tx, id, { ...values, updatedAt: this.clock.now() });
      const complete = await repo.refreshComplete(tx, id);
      return { ...current, ...values, complete };
    });
  }

  /** POST /secure/product-details. */
  async saveDetails(userId: string, input: DishDetailsInput): Promise<SavedDetailsAnswer> {
    await this.requireApprovedChef(userId);
    await this.db.transaction(async (tx) => {
      await this.ownProduct(tx, userId, input.productId);
      await repo.upsertDetails(tx, {
        productId: input.productId,
        kitchenType: input.kitchenType,
        preparationMinutes: input.preparationMinutes,
        preparationDescription: input.preparationDescription,
        calories: input.calories,
        servingsNumber: input.servingsNumber,
        ingredients: input.ingridients ?? [],
        allergens: input.allergens,
      });
      await repo.refreshComplete(tx, input.productId);
    });
    return { productId: input.productId };
  }

  /** POST /secure/relate-file-to-product: one of the chef's own JPEGs becomes an image of their dish. */
  async relateFile(userId: string, productId: number, fileId: string): Promise<RelatedFileAnswer> {
    await this.requireApprovedChef(userId);
    const file = await this.files.ownFile(userId, fileId);
    if (!file) throw AppError.field(404, 'fileId', 'dishes.imageNotYours');
    if (file.contentType !== 'image/jpeg') throw AppError.badRequest('pages.products.jpgOnlyError');
    await this.db.transaction(async (tx) => {
      await this.ownProduct(tx, userId, productId);
      if ((await repo.countImages(tx, productId)) >= MAX_DISH_IMAGES) {
        throw AppError.badRequest('forms.validation.max', { max: MAX_DISH_IMAGES });
      }
      await repo.relateFile(tx, productId, fileId);
      await labelFiles(tx, [fileId], 'product-image');
      await repo.refreshComplete(tx, productId);
    });
    return { productId, fileId };
  }

  /** GET /secure/remove-product-file. */
  async removeFile(userId: string, fileId: string) {
    await this.db.transaction(async (tx) => {
      const productIds = await repo.unrelateOwnFile(tx, userId, fileId);
      if (productIds.length === 0) throw AppError.notFound('dishes.imageNotYours');
      // The last photo gone, the dish is a draft again.
      for (const productId of productIds) await repo.refreshComplete(tx, productId);
    });
  }

  private async requireApprovedChef(userId: string) {
    const approvedChef = await repo.isApprovedChef(this.db, userId);
    if (!can({ id: userId }, 'dish.write', { approvedChef })) throw AppError.forbidden('dishes.notApproved');
  }

  private async ownProduct(tx: DbOrTx, userId: string, productId: number) {
    const product = await repo.findProductForUpdate(tx, productId);
    if (!product) throw AppError.notFound('dishes.notFound');
    if (!can({ id: userId }, 'dish.edit', product)) throw AppError.forbidden('dishes.notYours');
    return product;
  }
}
