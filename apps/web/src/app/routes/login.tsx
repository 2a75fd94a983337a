import { Anchor, Box, Container, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconCheck } from "@tabler/icons-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { takeIntendedPath } from "../../lib/session";
import { siteInfo } from "../../lib/site-info";
import { Brand } from "../layouts/brand";
import { AFTER_SIGN_IN_PATH, fromPath } from "../navigation";
import classes from "./login.module.css";

const POINTS = [
  "Members, events and attendance",
  "Sunday school and programs",
  "Finance, assets and reports",
];

export default function LoginPage() {
  useDocumentTitle(`Sign in · ${siteInfo.productName}`);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  // After sign-in: the remembered intended path, else the page they came from, else /churches.
  function goOn() {
    const target =
      takeIntendedPath() ??
      fromPath({ from: search.get("return_to") }) ??
      fromPath(location.state) ??
      AFTER_SIGN_IN_PATH;
    navigate(target, { replace: true });
  }

  return (
    <Box className={classes.page}>
      <Box className={classes.aside} visibleFrom="md">
        <Stack justify="space-between" h="100%">
          <Brand inverted />
          <Stack gap="lg" maw={420}>
            <Title order={2} c="white" fz={34} lh={1.15}>
              Welcome back to your church office
            </Title>
            <Text c="brand.0" fz="lg">
              Everything your headquarters, region or local church keeps track of, in one secure place.
            </Text>
            <List
              spacing="sm"
              c="brand.0"
              icon={
                <ThemeIcon size={22} radius="xl" variant="white">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
          <Text c="brand.2" fz="sm">
            Need help? Write to {siteInfo.email}
          </Text>
        </Stack>
      </Box>

      <Box className={classes.main}>
        <Container size={440} w="100%" px="md">
          <Box hiddenFrom="md" mb="xl">
            <Brand />
          </Box>
          <Paper withBorder shadow="sm" p={{ base: "lg", sm: "xl" }} radius="lg">
            <Title order={1} fz={26} mb={4}>
              Sign in
            </Title>
            <Text c="dimmed" fz="sm" mb="lg">
              Use the username and password your church gave you.
            </Text>
            <LoginForm onSignedIn={goOn} />
          </Paper>
          <Text ta="center" fz="sm" c="dimmed" mt="lg">
            New here?{" "}
            <Anchor component={Link} to="/register" fw={600}>
              Register
            </Anchor>{" "}
            ·{" "}
            <Anchor component={Link} to="/" fw={600}>
              Back to the home page
            </Anchor>
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
