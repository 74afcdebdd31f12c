import { Button, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { ProductUploadError } from '@/domain/contracts/kitchen';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { downloadApiFile } from '../api/product-upload';

/** SPEC 5 and 8: the rows that failed, as a table, with the downloadable error report. */
export function UploadErrorsDialog({
  failure,
  onClose,
}: {
  failure: { message: string; errors: ProductUploadError[]; errorsFile: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('kitchen');
  return (
    <Dialog.Root
      open={failure !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('bulk.errors_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failure && (
                <Stack gap="4">
                  <Text>{failure.message}</Text>
                  {failure.errors.length > 0 && (
                    <Table.ScrollArea borderWidth="1px" borderRadius="md">
                      <Table.Root size="sm">
                        <Table.Caption srOnly>{t('bulk.errors_caption')}</Table.Caption>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader textAlign="end">{t('bulk.row')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('bulk.field')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('bulk.message')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {failure.errors.map((error) => (
                            <Table.Row key={`${error.row}-${error.field}-${error.message}`}>
                              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                                {error.row}
                              </Table.Cell>
                              <Table.Cell fontFamily="mono">{error.field}</Table.Cell>
                              <Table.Cell>{error.message}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {failure?.errorsFile && (
                <Button
                  variant="outline"
                  onClick={() => {
                    if (failure.errorsFile)
                      downloadApiFile(failure.errorsFile, 'product-upload-errors.csv').catch(notifyError);
                  }}
                >
                  {t('bulk.report')}
                </Button>
              )}
              <Button colorPalette="orange" onClick={onClose}>
                {t('bulk.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
