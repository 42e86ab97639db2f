import { createFileRoute } from "@tanstack/react-router";
import { AppTestPage } from "../features/native/components/AppTestPage";

export const Route = createFileRoute("/appTest")({ component: AppTestPage });
