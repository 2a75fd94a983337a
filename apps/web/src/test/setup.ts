import { configure } from "@testing-library/react";

// A lazily loaded form or dialog can take seconds to arrive on a busy machine: every findBy and
// waitFor waits for its condition up to this long (it returns as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 });
