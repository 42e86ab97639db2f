import { test as setup } from "@playwright/test";
import { DEMO, DEMO_280, loginCode } from "../helpers/e2e/session";

// The first login of the day asks for a verification code. Passing it once here, before the tests
// run in parallel, lets every test log in on its own (its own token family) without racing another
// worker for the code in the outbox.
setup("demo accounts pass today's verification", async ({ request }) => {
  await loginCode(request, DEMO);
  await loginCode(request, DEMO_280);
});
