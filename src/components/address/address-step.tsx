import { Box, Button, chakra, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { SelectControl, TextareaControl } from '@/components/form-controls';
import { PayField } from '@/components/pay-field';
import {
  ADDRESS_LIMITS,
  type AddressErrors,
  type AddressField,
  type AddressValues,
  CUSTOM_PRESET,
  canSubmitAddress,
  cleanPaci,
  paciKeyAllowed,
  validateAddressForm,
} from '@/domain/address-rules';
import type { PayPageConfig } from '@/domain/contracts/payments';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import type { LatLng } from './leaflet-map';
import { LocationPicker } from './location-picker';
import { PresetPicker } from './preset-picker';

export interface AddressState {
  values: AddressValues;
  location: LatLng;
  locationChanged: boolean;
}

interface AddressStepProps {
  config: PayPageConfig;
  state: AddressState;
  onChange: (state: AddressState) => void;
  onSubmit: () => void;
}

const OPTIONAL_TEXT: readonly AddressField[] = ['avenue', 'floor', 'office_no'];

/** SPEC 2.4 / 5: the address and location step, in plain React state to keep the pay page light. */
export function AddressStep({ config, state, onChange, onSubmit }: AddressStepProps) {
  const { t } = useTranslation('address');
  const lang = useLang();
  const [errors, setErrors] = useState<AddressErrors>({});
  const [mapEditing, setMapEditing] = useState(false);
  const { capture_delivery_address: captureAddress, capture_delivery_location: captureLocation } =
    config.multicheckout;
  const { values } = state;
  const messages = {
    required: t('errors:required'),
    customTooLong: t('address.custom_too_long'),
    instructionsTooLong: t('address.instructions_too_long'),
  };

  const set = (field: AddressField, value: string) => {
    const next = { ...values, [field]: value };
    onChange({ ...state, values: next });
    // Length rules answer while typing; "required" waits for Submit.
    const live = validateAddressForm(next, { captureAddress: false }, messages);
    const custom =
      next.address === CUSTOM_PRESET && next.custom_address.length > ADDRESS_LIMITS.custom_address
        ? messages.customTooLong
        : undefined;
    setErrors((current) => ({
      ...current,
      [field]: field === 'custom_address' ? custom : live[field],
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressForm(values, { captureAddress }, messages);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  const enabled = canSubmitAddress(values, {
    captureAddress,
    captureLocation,
    locationChanged: state.locationChanged,
    mapEditing,
  });
  const text = (field: AddressField, required = false) => (
    <PayField label={t(`address.${field}`)} error={errors[field]} required={required}>
      <Input name={field} value={values[field]} onChange={(event) => set(field, event.target.value)} />
    </PayField>
  );
  const isKuwait = config.multicheckout.country === 'KW';
  const areas =
    lang === 'ar' ? config.multicheckout.kuwait_areas.ar_list : config.multicheckout.kuwait_areas.en_list;

  return (
    <chakra.form noValidate onSubmit={submit} aria-labelledby="address-title">
      <Stack gap="5">
        <Heading as="h1" size="lg" id="address-title">
          {t('address.title')}
        </Heading>
        {captureAddress && (
          <>
            <PresetPicker
              presets={config.address_presets}
              value={values.address}
              error={errors.address}
              onChange={(value) => set('address', value)}
            />
            {values.address === CUSTOM_PRESET && (
              <PayField
                label={t('address.custom_address')}
                error={errors.custom_address}
                required
                helper={`${values.custom_address.length}/${ADDRESS_LIMITS.custom_address}`}
              >
                <Input
                  name="custom_address"
                  value={values.custom_address}
                  onChange={(event) => set('custom_address', event.target.value)}
                />
              </PayField>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <PayField label={t('address.area')} error={errors.area} required controlId="pay-area">
                {isKuwait ? (
                  <SelectControl
                    id="pay-area"
                    aria-invalid={Boolean(errors.area)}
                    name="area"
                    value={values.area}
                    onChange={(event) => set('area', event.target.value)}
                  >
                    <option value="">{t('address.area_placeholder')}</option>
                    {areas.map((area) => (
                      <option key={area} value={area}>
                        {area}
                      </option>
                    ))}
                  </SelectControl>
                ) : (
                  <Input
                    name="area"
                    value={values.area}
                    onChange={(event) => set('area', event.target.value)}
                  />
                )}
              </PayField>
              {text('block', true)}
              {text('street', true)}
              {text('house_no', true)}
              {OPTIONAL_TEXT.map((field) => (
                <Box key={field}>{text(field)}</Box>
              ))}
              <PayField label={t('address.paci_no')} error={errors.paci_no} helper={t('address.paci_help')}>
                <Input
                  name="paci_no"
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.paci_no}
                  onKeyDown={(event) => {
                    const input = event.currentTarget;
                    const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
                    if (!event.ctrlKey && !event.metaKey && !paciKeyAllowed(event.key, input.value, selected))
                      event.preventDefault();
                  }}
                  onChange={(event) => set('paci_no', cleanPaci(event.target.value))}
                />
              </PayField>
            </SimpleGrid>
          </>
        )}
        <PayField
          label={t('address.special_instructions')}
          error={errors.special_instructions}
          helper={`${values.special_instructions.length}/${ADDRESS_LIMITS.special_instructions}`}
          controlId="pay-special-instructions"
        >
          <TextareaControl
            id="pay-special-instructions"
            aria-invalid={Boolean(errors.special_instructions)}
            name="special_instructions"
            rows={3}
            value={values.special_instructions}
            onChange={(event) => set('special_instructions', event.target.value)}
          />
        </PayField>
        {captureLocation && (
          <Stack gap="2">
            <Heading as="h2" size="sm">
              {t('address.location')}
            </Heading>
            <LocationPicker
              value={state.location}
              zoom={config.map.zoom}
              onEditingChange={setMapEditing}
              onConfirm={(location) => onChange({ ...state, location, locationChanged: true })}
            />
          </Stack>
        )}
        <Button type="submit" colorPalette="orange" size="lg" disabled={!enabled}>
          {t('address.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
