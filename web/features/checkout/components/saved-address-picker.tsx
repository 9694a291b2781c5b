import type { SavedAddress } from '#domain/addresses/saved-addresses.ts';
import { SelectField } from '../../../components/ui/select.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSavedAddresses } from '../api/get-saved-addresses.ts';

/**
 * A signed-in customer's earlier addresses, offered at the top of the address section;
 * picking one fills the fields, which stay editable. Nothing shows before the first order.
 */
export function SavedAddressPicker({ onPick }: { onPick: (address: SavedAddress) => void }) {
  const { t } = useTranslation();
  const saved = useSavedAddresses(true);
  const addresses = saved.data ?? [];
  if (addresses.length === 0) return null;
  return (
    <SelectField
      label={t('checkout.address.saved')}
      placeholder={t('checkout.address.savedPlaceholder')}
      defaultValue=""
      options={addresses.map((address, index) => ({
        value: String(index),
        label: `${address.title}: ${address.formatted_address}, ${address.city}`,
      }))}
      onChange={(event) => {
        const picked = addresses[Number(event.target.value)];
        if (event.target.value !== '' && picked) onPick(picked);
      }}
    />
  );
}
