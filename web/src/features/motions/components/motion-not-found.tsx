import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../../components/button-styles";
import { NotFoundScreen } from "../../../components/not-found-screen";

/** A permalink whose motion does not exist, at its own address or an old one. */
export function MotionNotFound() {
  return (
    <NotFoundScreen
      title="Motion not found"
      action={
        <Link to="/motions" className={buttonClass({ variant: "primary" })}>
          Browse All Motions
        </Link>
      }
    >
      There is no motion at this address. It may have been removed.
    </NotFoundScreen>
  );
}
