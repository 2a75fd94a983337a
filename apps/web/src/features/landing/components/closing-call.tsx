import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconLogin, IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./landing.module.css";

/** The last invitation on the home page: sign in or register. */
export function ClosingCall() {
  return (
    <Box className={classes.ctaBand} py={{ base: 48, md: 72 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 26, sm: 34 }}>
            Ready to bring your church office together?
          </Title>
          <Text fz="lg" c="brand.0" maw={560}>
            Sign in with the account your church gave you, or register to get your church started.
          </Text>
          <Group gap="sm" justify="center" mt="xs">
            <Button
              component={Link}
              to="/login"
              size="md"
              variant="white"
              leftSection={<IconLogin size={18} />}
            >
              Sign in
            </Button>
            <Button
              component={Link}
              to="/register"
              size="md"
              variant="outline"
              color="white"
              leftSection={<IconUserPlus size={18} />}
            >
              Register
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
