import { createFileRoute } from "@tanstack/react-router";
import { MyPage } from "../../features/mypage/components/MyPage";

export const Route = createFileRoute("/_authenticated/user")({ component: MyPage });
