// Shown when a route fails to render or its code cannot be fetched (often a new release replaced the
// chunks while the tab was open: reloading fixes it).
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useRouteFailure } from './router';

export function RouteError() {
  const error = useRouteFailure();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Flex minHeight="100vh" align="center" justify="center" p="4">
      <Card size="3" style={{ maxWidth: 440, width: '100%' }}>
        <Flex direction="column" gap="3" role="alert">
          <Heading as="h1" size="5">
            Something went wrong
          </Heading>
          <Text color="gray" size="2">
            The page could not be shown. Reload to try again.
          </Text>
          <Flex gap="3" mt="2">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button variant="soft" color="gray" asChild>
              <a href="/">Go to the home page</a>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
