import { Box, Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CustomerAppearance } from '@/domain/contracts/appearance';
import { CustomerPageRoot } from './customer-appearance';

interface LayoutProps {
  header?: ReactNode;
  /** The page's plugin's theme and header buttons, once its data has loaded. */
  appearance?: CustomerAppearance;
  children: ReactNode;
}

/**
 * The customer pages' frame (pay, result, collector): the merchant's header and one centred
 * card, the same while loading so nothing shifts when the data arrives.
 */
export function CustomerPageLayout({ header, appearance, children }: LayoutProps) {
  return (
    <CustomerPageRoot appearance={appearance}>
      {header ?? <Box as="header" minHeight="16" borderBottomWidth="1px" bg="bg" />}
      <Box
        as="main"
        maxWidth="2xl"
        marginInline="auto"
        paddingInline={{ base: '3', md: '4' }}
        paddingBlock="6"
      >
        <Card.Root boxShadow="sm">
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </CustomerPageRoot>
  );
}
