import type { Ingredient } from '#domain/dishes/dish.schema.ts';
/** What the editor reads back of a dish (GET /store/product and /store/product-details, DESIGN §4). */
export interface EditableImage {
  fileId: string;
  fileName: string;
  url: string;
}

export interface EditableProduct {
  id: number;
  userId: string;
  title: string;
  description: string;
  /** cents; null when the dish has only a time-based price */
  storedPrice: number | null;
  measureUnit: string | null;
  size: string | null;
  videoURL: string | null;
  active: boolean;
  relatedFiles: EditableImage[];
  chef: { storeName: string | null };
}

export interface EditableDetails {
  kitchenType: string | null;
  preparationMinutes: number | null;
  preparationDescription: string | null;
  ingridients: string | null;
  /** The ingredients in the chef's order with their units (issue 19), answered beside the spec's text. */
  ingredients?: Ingredient[];
  calories: number | null;
  servingsNumber: number | null;
  allergens: string[];
}

export interface EditableDish {
  product: EditableProduct;
  details: EditableDetails | null;
}
