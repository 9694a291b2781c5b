/** The sections of the /assets/about article, apart from its words, so a link to one is light. */
export const ARTICLE_SECTIONS = [
  'personalChef',
  'prices',
  'cancellations',
  'ratings',
  'ordering',
  'chefTerms',
] as const;
export type ArticleSectionId = (typeof ARTICLE_SECTIONS)[number];

/** The section a chef agrees to when applying (the registration form's terms link). */
export const CHEF_TERMS_SECTION: ArticleSectionId = 'chefTerms';
