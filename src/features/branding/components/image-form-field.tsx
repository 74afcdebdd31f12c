import { useField } from 'formik';
import { ImageField } from '@/components/image-field';
import type { ImageKind } from '@/domain/images';

/** The image pipeline's field bound to Formik: its value is the stored image's name, or null. */
export function ImageFormField({
  name,
  label,
  kind,
  hint,
}: {
  name: string;
  label: string;
  kind: ImageKind;
  hint?: string;
}) {
  const [field, meta, helpers] = useField<string | null>(name);
  return (
    <ImageField
      label={label}
      kind={kind}
      value={field.value}
      onChange={(url) => void helpers.setValue(url)}
      hint={hint}
      error={meta.error}
    />
  );
}
