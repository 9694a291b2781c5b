import { ALLERGENS } from '#domain/dishes/allergens.ts';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import {
  OCCASIONS,
  PROPOSAL_INCLUDES,
  type EventRequestState,
  type Occasion,
  type ProposalState,
} from '#domain/event-requests/event-request-rules.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './texts.ts';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The words of the request's and proposal's choices in the interface language. */
export function useEventLabels() {
  const { t } = useTranslation();
  return {
    occasion: (occasion: Occasion) => t(`eventRequestPages.occasions.${occasion}`),
    /** A cuisine the app knows by its name; anything else as the server sent it. */
    cuisine: (cuisine: string) =>
      isOneOf(KITCHEN_TYPES, cuisine) ? t(`eventRequestPages.cuisines.${cuisine}`) : cuisine,
    allergen: (allergen: string) =>
      isOneOf(ALLERGENS, allergen)
        ? t(`eventRequestPages.allergens.${allergen}`)
        : allergen === 'none'
          ? t('eventRequestPages.allergens.none')
          : allergen,
    include: (item: string) =>
      isOneOf(PROPOSAL_INCLUDES, item) ? t(`eventRequestPages.includes.${item}`) : item,
    requestState: (state: EventRequestState) => t(`eventRequestPages.states.${state}`),
    proposalState: (state: ProposalState) => t(`eventRequestPages.proposalStates.${state}`),
    /** "milk, eggs" in the language's own words; "no allergens" for none declared. */
    allergenList: (allergens: readonly string[]) => {
      const named = allergens.filter((allergen) => allergen !== 'none');
      if (named.length === 0) return t('eventRequestPages.allergens.noneDeclared');
      return named
        .map((allergen) =>
          isOneOf(ALLERGENS, allergen) ? t(`eventRequestPages.allergens.${allergen}`) : allergen,
        )
        .join(', ');
    },
  };
}

export { ALLERGENS, KITCHEN_TYPES, OCCASIONS, PROPOSAL_INCLUDES };
