// A public (signed-out) route whose screen a later issue builds, shown in the public frame with its title.
import { Box, Card, Container } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';

export function PublicTitledPage({ title }: { title: string }) {
  return (
    <Box px="4" py="6" style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <Container size="3">
        <Card size="3" asChild>
          <main>
            <PageHeader title={title} />
          </main>
        </Card>
      </Container>
    </Box>
  );
}

export default PublicTitledPage;
