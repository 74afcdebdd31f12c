import { useField } from 'formik';
import { ImageField } from '@/components/image-field';

/** A Formik-bound menu image (kind `menu`): uploaded when chosen, the form keeps its stored name. */
export function MenuImageField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string | null>(name);
  return (
    <ImageField
      label={label}
      kind="menu"
      value={field.value}
      onChange={(url) => void helpers.setValue(url)}
      error={meta.error}
    />
  );
}
