import { Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import type { BulkRow } from '@/domain/contracts/bulk';
import { useTranslation } from '@/lib/i18n-react';
import { errorText } from '@/lib/toaster';
import { useEditRow } from '../api/bulk-uploads';

interface RowEditDialogProps {
  uploadId: string;
  /** The file's columns, in its order. */
  columns: string[];
  row: BulkRow | null;
  onClose: () => void;
}

/** A row corrected in place: checked again by the server with the same rules; its errors stay beside their cells until it passes. */
export function RowEditDialog({ uploadId, columns, row, onClose }: RowEditDialogProps) {
  return (
    <EditorDialog open={row !== null} item={row} onClose={onClose}>
      {(shown) => shown && <RowForm uploadId={uploadId} columns={columns} row={shown} onClose={onClose} />}
    </EditorDialog>
  );
}

function RowForm({ uploadId, columns, row, onClose }: Omit<RowEditDialogProps, 'row'> & { row: BulkRow }) {
  const { t } = useTranslation('bulk');
  const edit = useEditRow(uploadId);
  const [cells, setCells] = useState<Record<string, string>>(() =>
    Object.fromEntries(columns.map((column) => [column, row.cells[column] ?? ''])),
  );
  const [errors, setErrors] = useState(row.errors);
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const changed = Object.fromEntries(
      Object.entries(cells).filter(([column, value]) => value !== (row.cells[column] ?? '')),
    );
    if (Object.keys(changed).length === 0) return onClose();
    try {
      const saved = await edit.mutateAsync({ rowId: row.id, cells: changed });
      if (saved.valid) onClose();
      else setErrors(saved.errors);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Stack as="form" onSubmit={(event) => void submit(event)} gap="0" flex="1" minHeight="0">
      <Dialog.Header>
        <Dialog.Title>{t('rows.edit_title', { row: row.row })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {failure && <FormAlert message={failure} />}
          {columns.map((column) => {
            const problems = errors.filter((error) => error.column === column);
            return (
              <Field.Root key={column} invalid={problems.length > 0}>
                <Field.Label>
                  <bdi>{column}</bdi>
                </Field.Label>
                <Input
                  value={cells[column] ?? ''}
                  dir="auto"
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setCells((current) => ({ ...current, [column]: value }));
                  }}
                />
                {problems.map((problem) => (
                  <Field.ErrorText key={problem.key}>{problem.message}</Field.ErrorText>
                ))}
              </Field.Root>
            );
          })}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={edit.isPending}>
          {t('rows.cancel')}
        </Button>
        <Button type="submit" colorPalette="orange" loading={edit.isPending}>
          {t('rows.save')}
        </Button>
      </Dialog.Footer>
    </Stack>
  );
}
