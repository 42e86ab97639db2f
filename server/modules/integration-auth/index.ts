/** Integration-key authentication shared by SCIM provisioning and the feeds. */
export {
  FAILURE_RATE,
  KEY_RATE,
  integrationKeyOf,
  keyActor,
  requireApiKey,
  type IntegrationKey,
  type RequireApiKeyOptions,
} from "./require-api-key";
