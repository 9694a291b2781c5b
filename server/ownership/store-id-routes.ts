import { splitSubmission } from '#domain/onboarding/answer-rules.ts';
import { chefAnswers } from '../test/factories.ts';
import type { IdRoute } from './id-route-check.ts';
import { CERTIFICATE_NAME, HIDDEN_DISH, TEXT } from './ownership-world.ts';

/**
 * The id-taking routes of a chef's store, each with the victim's object it is tried on. Catalog
 * reads, /user-files and /repository are public for public things (a visible dish, an approved
 * chef's video CV or dish photos, avatars); they are tried here on what is not public.
 */

/** Uploads: private ones, certificates, a video CV, complaint photos. */
export const FILE_ID_ROUTES: IdRoute[] = [
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'a chef’s private upload',
    url: (w) => `/repository/users/${w.chef.id}/${w.ids.privateFile.fileName}`,
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'an applicant’s certificate',
    url: (w) => `/repository/users/${w.applicant.id}/${w.ids.certificate.fileName}`,
    allowed: { as: 'applicant' },
  },
  {
    route: 'GET /repository/users/:userId/:fileName',
    field: ':userId/:fileName',
    victim: 'a buyer’s complaint photo (the chef it is about may see it too)',
    url: (w) => `/repository/users/${w.buyer.id}/${w.ids.complaintPhoto.fileName}`,
    allowed: { as: 'buyer' },
  },
  {
    route: 'POST /user-files',
    field: 'userId',
    victim: 'the certificates of a chef not approved (an approved chef’s list is public)',
    args: (w) => ({ userId: w.applicant.id, metaData: 'certificate' }),
    allowed: { as: 'applicant', sees: () => CERTIFICATE_NAME },
  },
  {
    route: 'POST /secure/add-file-metadata',
    field: 'fileId',
    victim: 'a chef’s unlabelled upload',
    args: (w) => ({ fileId: w.ids.privateFile.id, metaData: 'certificate' }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /secure/set-avatar',
    field: 'fileId',
    victim: 'a chef’s upload',
    args: (w) => ({ fileId: w.ids.privateFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/set-avatar',
    field: 'fileId',
    victim: 'a chef’s upload',
    args: (w) => ({ fileId: w.ids.privateFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/merchant-info',
    field: 'videoCVFileId',
    victim: 'a chef’s video',
    args: (w) => ({ videoCVFileId: w.ids.videoFile.id }),
    allowed: { as: 'chef' },
  },
  {
    // Not an id-named field: the questionnaire's answers carry file ids inside a JSON text.
    route: 'POST /secure/merchant-info',
    field: 'metadata.fileIds',
    victim: 'an applicant’s certificate, as questionnaire answer 4',
    args: (w) => splitSubmission(chefAnswers(w.ids.certificate.id)),
    allowed: { as: 'applicant' },
  },
];

/** A chef's dishes: edited by another, and the catalog's reads of the hidden ones. */
export const DISH_ID_ROUTES: IdRoute[] = [
  {
    route: 'POST /secure/product',
    field: 'id',
    victim: 'a chef’s dish',
    args: (w) => ({ id: w.ids.publicDish, title: 'Perimtas patiekalas', description: TEXT }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/product-details',
    field: 'productId',
    victim: 'a chef’s dish',
    args: (w) => ({
      productId: w.ids.publicDish,
      kitchenType: 'georgian',
      preparationMinutes: 5,
      preparationDescription: TEXT,
      calories: 1,
      servingsNumber: 1,
      allergens: 'none',
    }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/relate-file-to-product',
    field: 'productId',
    victim: 'a chef’s dish, given the caller’s own image',
    args: (w, me) => ({ productId: w.ids.publicDish, fileId: me.own.fileId! }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/relate-file-to-product',
    field: 'fileId',
    victim: 'a chef’s upload, put on the caller’s own dish',
    only: ['chef'],
    args: (w, me) => ({ productId: me.own.productId!, fileId: w.ids.spareFile.id }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /secure/remove-product-file',
    field: 'fileId',
    victim: 'an image of a chef’s dish',
    args: (w) => ({ fileId: w.ids.dishImage }),
    allowed: { as: 'chef' },
  },
  {
    route: 'POST /secure/remove-product-file',
    field: 'fileId',
    victim: 'an image of a chef’s hidden dish',
    args: (w) => ({ fileId: w.ids.hiddenDishImage }),
    allowed: { as: 'chef' },
  },
  // Catalog: public for a visible dish or an approved chef, private otherwise.
  {
    route: 'GET /store/product',
    field: 'productId',
    victim: 'a chef’s hidden (inactive) dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef', sees: () => HIDDEN_DISH },
  },
  {
    route: 'GET /store/product-details',
    field: 'productId',
    victim: 'a chef’s hidden dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef' },
  },
  {
    route: 'GET /store/reviews',
    field: 'productId',
    victim: 'a chef’s hidden dish',
    args: (w) => ({ productId: w.ids.hiddenDish }),
    allowed: { as: 'chef' },
  },
  {
    // A share preview is for crawlers: no viewer counts, so the control is a visible dish's.
    route: 'GET /product-detail/:productId',
    field: ':productId',
    victim: 'a chef’s hidden dish',
    url: (w) => `/product-detail/${w.ids.hiddenDish}`,
    allowed: { as: 'anyone', url: (w) => `/product-detail/${w.ids.publicDish}` },
  },
  {
    route: 'POST /store/products',
    field: 'nickname',
    victim: 'the store of a chef not approved',
    args: (w) => ({ nickname: w.applicant.nickname }),
    allowed: { as: 'applicant' },
  },
  {
    route: 'GET /store/:nickname',
    field: ':nickname',
    victim: 'the store of a chef not approved',
    url: (w) => `/store/${w.applicant.nickname}`,
    allowed: { as: 'anyone', url: (w) => `/store/${w.chef.nickname}` },
  },
  {
    // Ordering other chefs' dishes is the point; a hidden one is refused, and its title not told.
    route: 'POST /store/order-fees',
    field: 'items.productId',
    victim: 'a chef’s hidden dish in a cart',
    args: (w) => ({ items: JSON.stringify([{ productId: w.ids.hiddenDish, productVolume: 1 }]) }),
    allowed: {
      as: 'anyone',
      args: (w) => ({ items: JSON.stringify([{ productId: w.ids.publicDish, productVolume: 1 }]) }),
    },
  },
  {
    route: 'POST /store/order',
    field: 'productId',
    victim: 'a chef’s hidden dish, ordered',
    args: (w) => ({
      productId: w.ids.hiddenDish,
      productVolume: 1,
      serviceDeliveryDate: w.serviceDate,
      payInCash: 'true',
    }),
    allowed: {
      as: 'anyone',
      args: (w) => ({
        productId: w.ids.publicDish,
        productVolume: 1,
        serviceDeliveryDate: w.serviceDate,
        payInCash: 'true',
      }),
    },
  },
];
