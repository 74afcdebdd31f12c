import { useState } from 'react';
import { type AddressState, AddressStep } from '@/components/address/address-step';
import { EMPTY_ADDRESS } from '@/domain/address-rules';
import type { DeliveryArea } from '@/domain/contracts/food';
import type { PayPageConfig } from '@/domain/contracts/payments';
import { useLang } from '@/hooks/use-lang';
import { pick } from '../lib/menu-text';

/** SPEC 9 address presets and map centre (Kuwait City), as on the pay page. */
const PRESETS = ['Home', 'Work', 'Chalet', 'Farm', 'Custom name'];
const MAP = { center: { lat: 29.3759, lng: 47.9774 }, zoom: 14 };

/** The pay page's config, shaped for a delivery: its area is the one chosen on the menu. */
function addressConfig(areaName: { en: string; ar: string }): PayPageConfig {
  return {
    unit_details: {
      logo_url: null,
      title_en: '',
      title_ar: '',
      website: null,
      twitter_url: null,
      instagram_url: null,
      facebook_url: null,
      show_unit_title: false,
      header_color: 'transparent',
      header_image_url: null,
      header_image_link: null,
    },
    // The address step draws no header of its own: the menu's page already has its look.
    appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
    multicheckout: {
      multicheckout_enabled: true,
      capture_delivery_address: true,
      capture_delivery_location: true,
      first_popup: null,
      second_popup: null,
      country: 'KW',
      kuwait_areas: { en_list: [areaName.en], ar_list: [areaName.ar] },
    },
    welcome_popup: null,
    details_prefilled: false,
    address_presets: PRESETS,
    limits: { custom_address: 15, special_instructions: 256, paci_no: 8 },
    map: MAP,
  };
}

interface CheckoutAddressProps {
  area: DeliveryArea;
  initial: AddressState | null;
  onSubmit: (state: AddressState) => void;
}

/** The same address and map step as the pay page (issue 6), the area fixed to the delivery area. */
export function CheckoutAddress({ area, initial, onSubmit }: CheckoutAddressProps) {
  const lang = useLang();
  const [state, setState] = useState<AddressState>(
    () =>
      initial ?? {
        values: { ...EMPTY_ADDRESS, area: pick(area.name, lang) },
        location: MAP.center,
        locationChanged: false,
      },
  );
  // SPEC 2: the area names are per language, so a language switch on this step clears address and
  // area, as on the pay page. Adjusted while rendering: the new language never shows the old values.
  const [shownLang, setShownLang] = useState(lang);
  if (shownLang !== lang) {
    setShownLang(lang);
    setState((current) => ({ ...current, values: { ...current.values, address: '', area: '' } }));
  }
  return (
    <AddressStep
      config={addressConfig(area.name)}
      state={state}
      onChange={setState}
      onSubmit={() => onSubmit(state)}
    />
  );
}
