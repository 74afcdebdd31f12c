import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled part of the Payments page; its heading names the region for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md" id={id}>
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
