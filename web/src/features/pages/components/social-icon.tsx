import { SiFacebook, SiInstagram, SiTiktok, SiX, SiYoutube } from "@icons-pack/react-simple-icons";

// The platforms' brand marks: long SVG paths, loaded after the first paint (social-links.tsx says why).

const ICONS = { x: SiX, instagram: SiInstagram, facebook: SiFacebook, tiktok: SiTiktok, youtube: SiYoutube } as const;

export type SocialPlatform = keyof typeof ICONS;

/** One platform's mark, 18 px, hidden from assistive technology (the link carries the name). */
export default function SocialIcon({ platform }: { platform: SocialPlatform }) {
  const Icon = ICONS[platform];
  return <Icon aria-hidden="true" focusable="false" size={18} />;
}
