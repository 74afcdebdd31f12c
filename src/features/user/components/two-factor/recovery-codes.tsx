import { Button, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';

/** The new recovery codes, shown this once, to copy or download before leaving. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('two-factor');
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    notifySuccess(t('codes.copied'));
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'gulf-pay-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Stack gap="3" role="region" aria-labelledby="recovery-codes-title">
      <Text id="recovery-codes-title" fontWeight="semibold">
        {t('codes.title')}
      </Text>
      <Text color="fg.muted">{t('codes.help')}</Text>
      <List.Root
        aria-label={t('codes.title')}
        listStyleType="none"
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))"
        gap="2"
        dir="ltr"
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fontSize="md" data-testid="recovery-code">
              {code}
            </Code>
          </List.Item>
        ))}
      </List.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          {t('codes.download')}
        </Button>
        <Button colorPalette="orange" onClick={onDone}>
          {t('codes.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
