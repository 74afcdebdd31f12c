import type { ExtraField } from '../../../src/domain/contracts/events.ts';

/** events.form_config: which extra booking fields an event asks for. */
export interface FormConfig {
  phone: { enabled: boolean; required: boolean };
  attachment: { enabled: boolean; required: boolean };
  custom: ExtraField[];
}

const OFF = { enabled: false, required: false };

/** Reads the stored jsonb defensively: events created before a field existed lack it. */
export function readFormConfig(raw: Record<string, unknown> | null | undefined): FormConfig {
  const config = (raw ?? {}) as Partial<FormConfig>;
  return {
    phone: { ...OFF, ...config.phone },
    attachment: { ...OFF, ...config.attachment },
    custom: Array.isArray(config.custom) ? config.custom : [],
  };
}

/**
 * The API's `extra_fields`: the configured custom fields only. Phone and attachment have
 * their own switches (`phone`, `attachment`), so listing them here would show them twice.
 */
export const extraFields = (config: FormConfig): ExtraField[] => config.custom;
