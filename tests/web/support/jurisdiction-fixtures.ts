// The demo nation's places as the API names them (README.md, "A nation of cities"), for any test whose pages
// and motions must belong somewhere. The jurisdictions feature's own fixtures build whole homes from these.

type Kind = "nation" | "region" | "city" | "district";
const place = (n: number, slug: string, name: string, kind: Kind) => ({ _id: `0000000${n}-jurisdiction`, slug, name, kind });

export const norland = place(1, "norland", "Norland", "nation");
export const riverland = place(2, "riverland", "Riverland", "region");
export const highlands = place(3, "highlands", "Highlands", "region");
export const rivermouth = place(4, "rivermouth", "Rivermouth", "city");
export const millbrook = place(5, "millbrook", "Millbrook", "city");
export const cedarFalls = place(6, "cedar-falls", "Cedar Falls", "city");
export const portAlder = place(7, "port-alder", "Port Alder", "city");
