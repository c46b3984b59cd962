// The frame of the public sign-in screens: brand colours and logo, a centred card, and a short footer.
// Mobile first: at 390 px the card fills the width with comfortable margins.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Text, Theme } from '@radix-ui/themes';
import { BRANDS, type Brand } from '../../app/brands';

export interface AuthScreenProps {
  brand?: Brand;
  children: ReactNode;
}

export function AuthScreen({ brand = BRANDS.portal, children }: AuthScreenProps) {
  return (
    <Theme accentColor={brand.accentColor} grayColor="slate" hasBackground={false}>
      <Flex
        minHeight="100vh"
        direction="column"
        align="center"
        justify={{ initial: 'start', sm: 'center' }}
        px="4"
        py={{ initial: '6', sm: '8' }}
        style={{ background: 'linear-gradient(165deg, var(--accent-3) 0%, var(--gray-2) 40%, var(--gray-1) 100%)' }}
      >
        <Box width="100%" maxWidth="420px">
          {/* Every part of the screen is in a landmark: the logo the banner, the card the main, the line the footer. */}
          <Flex asChild justify="center" mb="5">
            <header>
              <img src={brand.logo} alt={brand.name} width={brand.logoSize.width} height={brand.logoSize.height} />
            </header>
          </Flex>
          <Card size={{ initial: '3', sm: '4' }} asChild>
            <main>{children}</main>
          </Card>
          <Box asChild mt="5">
            <footer>
              <Text as="p" size="1" color="gray" align="center">
                Background checks for Australian employers, recruiters and applicants.
              </Text>
            </footer>
          </Box>
        </Box>
      </Flex>
    </Theme>
  );
}
