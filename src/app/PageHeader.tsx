// The heading every page starts with; also names the browser tab after the page.
import { useEffect, type ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import { APP_NAME } from './config';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons aligned to the right of the title (wrap below it on phones). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="3" wrap="wrap" mb="5">
      <Box>
        <Heading as="h1" size={{ initial: '6', md: '7' }} weight="bold">
          {title}
        </Heading>
        {description ? (
          <Text as="p" color="gray" size="2" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}
