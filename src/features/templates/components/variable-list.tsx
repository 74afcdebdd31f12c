import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MessageKind } from '@/domain/message-kinds';
import { useTranslation } from '@/lib/i18n-react';

interface Props {
  kind: MessageKind;
  variables: readonly string[];
  required: readonly string[];
  onInsert: (name: string) => void;
}

/** The variables a message may use, each a button that inserts it at the cursor. */
export function VariableList({ kind, variables, required, onInsert }: Props) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-kind={kind}>
      <Heading as="h2" size="sm" id={headingId}>
        {t('variables.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('variables.hint')}
      </Text>
      <List.Root as="ul" listStyleType="none" gap="1">
        {variables.map((name) => (
          <List.Item key={name} display="flex" alignItems="center" gap="2" flexWrap="wrap">
            <Button
              size="xs"
              variant="outline"
              fontFamily="mono"
              aria-label={t('variables.insert', { name })}
              onClick={() => onInsert(name)}
            >
              <bdi>{`{{${name}}}`}</bdi>
            </Button>
            <Box as="span" fontSize="sm">
              {t(`variable.${name}`)}
              {required.includes(name) && (
                <Text as="span" color="orange.800" fontWeight="semibold">
                  {` (${t('variables.required')})`}
                </Text>
              )}
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
