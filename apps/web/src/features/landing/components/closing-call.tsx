import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./landing.module.css";
import { SignInOrRegister } from "./sign-in-or-register";

/** The last invitation on the home page: sign in or register. */
export function ClosingCall() {
  const { t } = useTranslation("landing");
  return (
    <Box className={classes.ctaBand} py={{ base: 48, md: 72 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 26, sm: 34 }}>
            {t("Ready to bring your church office together?")}
          </Title>
          <Text fz="lg" c="brand.0" maw={560}>
            {t("Sign in with the account your church gave you, or register to get your church started.")}
          </Text>
          <SignInOrRegister closing />
        </Stack>
      </Container>
    </Box>
  );
}
