import type { DishDetails, Product, RelatedFile } from '#domain/catalog/catalog.response.ts';

/**
 * What the editor reads back of a dish (GET /store/product and /store/product-details, DESIGN §4):
 * views of the catalogue's contract, domain/catalog/catalog.response.ts.
 */
export type EditableImage = RelatedFile;

export type EditableProduct = Pick<
  Product,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'storedPrice'
  | 'fixedPrice'
  | 'measureUnit'
  | 'size'
  | 'videoURL'
  | 'active'
  | 'relatedFiles'
> & { chef: Pick<Product['chef'], 'storeName'> };

export type EditableDetails = Pick<
  DishDetails,
  | 'kitchenType'
  | 'preparationMinutes'
  | 'preparationDescription'
  | 'ingridients'
  | 'ingredients'
  | 'calories'
  | 'servingsNumber'
  | 'allergens'
>;

export interface EditableDish {
  product: EditableProduct;
  details: EditableDetails | null;
}
