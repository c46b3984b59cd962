// Any path the portal does not know (portal §2). Inside /admin it shows within the layout, so the menu stays.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useDocumentTitle } from '../../app/PageHeader';

export interface NotFoundPageProps {
  /** Inside the admin layout the page sits in the content area; outside it fills the screen. */
  inLayout?: boolean;
}

export function NotFoundPage({ inLayout = false }: NotFoundPageProps) {
  useDocumentTitle('Page not found');
  // Outside the layout the page is its own main landmark; inside it, the layout's main holds it.
  const Frame = inLayout ? 'div' : 'main';
  return (
    <Flex
      asChild
      direction="column"
      align="center"
      justify="center"
      gap="3"
      p="6"
      minHeight={inLayout ? '50vh' : '100vh'}
      style={{ textAlign: 'center' }}
    >
      <Frame>
        <Text size="8" weight="bold" color="gray" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="6">
          Page not found
        </Heading>
        <Text as="p" color="gray" size="3" style={{ maxWidth: 420 }}>
          The page you are looking for does not exist or has moved.
        </Text>
        <Button asChild size="3" mt="2">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Frame>
    </Flex>
  );
}

export default NotFoundPage;
