import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const neighborsPage: EvalPage = {
  key: "neighbors",
  name: "Millbrook Neighbors Association",
  description:
    "The Millbrook Neighbors Association is the volunteer-run association of Millbrook, Ashford's old mill and rail-yard district east of the canal. It holds an open meeting on the second Tuesday of every month at St. Brendan's Hall on Weaver Avenue, lends about 350 tools from its tool library in the garage behind the Millbrook community center, organizes summer block parties and the 42-plot community garden on Ferris Street, and mails the Millbrook Crier newsletter to some 2,800 households. It also speaks for the neighborhood at City Hall on traffic, zoning, vacant lots and city services. Propose changes to its meetings, tool library, garden, events and newsletter, or issues it should take to the city on Millbrook's behalf.",
};

export const neighborsMotions: EvalMotion[] = [
  {
    id: "hn-01",
    tier: 5,
    kind: "ordinary",
    text: "I am 78 and have lived on Carding Street since 1971, and in all that time I have not missed many meetings. Since the association moved the monthly meeting to the upstairs room at St. Brendan's Hall I have missed every one, because I can't manage the 22 steps with my hip, and neither can Mrs. Alvarez or the Dobsons next door. Please hold the second-Tuesday meeting in the ground-floor room at the Millbrook community center instead; it has a ramp and it sits empty on Tuesday evenings. The people who have lived here longest should not be the ones shut out of the room.",
  },
  {
    id: "hn-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "hn-01",
    text: "Mam 78 lat i mieszkam na Carding Street od 1971 roku – przez te wszystkie lata rzadko opuszczałam zebrania. Odkąd stowarzyszenie przeniosło comiesięczne spotkania do sali na piętrze w St. Brendan's Hall, nie byłam na żadnym, bo z moim biodrem nie wejdę po 22 schodach. Pani Alvarez i państwo Dobsonowie z sąsiedztwa też nie. Bardzo proszę, żeby zebrania w drugi wtorek miesiąca odbywały się w sali na parterze w Millbrook Community Center – jest tam podjazd, a we wtorki wieczorem sala i tak stoi pusta. To nie my, którzy mieszkamy tu najdłużej, powinniśmy zostawać za drzwiami.",
  },
  {
    id: "hn-02",
    tier: 5,
    kind: "ordinary",
    text: "I own Golden Crust Bakery at 412 Mill Street. Since the city made the Mill Street lot free for rail commuters, every parking space on the 400 block is taken by 7 am and stays taken until 6 pm, and my regulars tell me they just drive past because there's nowhere to stop for a loaf of bread. Could the association ask the city's parking office for four 15-minute spaces on the 400 block, between Loom and Carding, during shop hours? The hardware store and the pharmacy on the block have said they'll sign the letter too. Two shops on this block have closed since 2022 and we'd like to keep the rest of them open.",
  },
  {
    id: "hn-02-vi",
    tier: 5,
    kind: "non-english",
    language: "vi",
    variantOf: "hn-02",
    text: "Tôi là chủ tiệm bánh Golden Crust ở số 412 Mill Street. Từ khi thành phố cho người đi tàu đậu xe miễn phí ở bãi Mill Street, chỗ đậu xe nào trên dãy số 400 cũng bị chiếm hết từ 7 giờ sáng tới 6 giờ chiều, và khách quen nói với tôi là họ chạy ngang qua luôn vì không có chỗ dừng để mua ổ bánh mì. Hội có thể đề nghị phòng quản lý đậu xe của thành phố dành bốn chỗ đậu 15 phút trên dãy số 400, đoạn giữa đường Loom và Carding, trong giờ cửa hàng mở cửa được không? Tiệm kim khí và nhà thuốc cùng dãy cũng nói sẽ ký tên vào thư. Từ năm 2022 tới giờ dãy phố này đã có hai cửa hàng đóng cửa, và chúng tôi muốn giữ cho những tiệm còn lại tiếp tục buôn bán.",
  },
  {
    id: "hn-03",
    tier: 5,
    kind: "ordinary",
    text: "My request: that the association formally ask the city for a marked crosswalk and a flashing pedestrian sign at Ferris Street and Weaver Avenue. I walk my two kids to Millbrook Elementary through that corner every morning, and cars coming off the bypass take it at 40 mph with nothing telling them to stop; a fourth-grader was clipped there in February. Please put it on the next meeting's agenda and send the letter in the association's name, with signatures — the city listens to a neighborhood group a lot more than to one parent on the phone.",
  },
  {
    id: "hn-03-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "hn-03",
    text: "Lo que pido: que la asociación le pida formalmente a la ciudad un cruce peatonal pintado y una señal con luz intermitente en la esquina de Ferris Street y Weaver Avenue. Todas las mañanas llevo caminando a mis dos hijos a la escuela Millbrook Elementary por esa esquina, y los carros que salen del bypass pasan a 40 millas por hora sin nada que los haga parar; en febrero le pegaron a un niño de cuarto grado ahí mismo. Por favor, pónganlo en la agenda de la próxima reunión y manden la carta a nombre de la asociación, con firmas: a la ciudad le hace mucho más caso a un grupo de vecinos que a una mamá que llama por teléfono.",
  },
  {
    id: "hn-04",
    tier: 5,
    kind: "ordinary",
    text: "Some background first, because I don't think the garden committee sees this side of it. I've had plot 17 at the Ferris Street garden for six seasons. The whole garden, all 42 plots, runs off one spigot by the gate at the south end, with two hoses that are always kinked and always in use. Plot 17 is up against the north fence, about 160 feet from the tap, so on a July evening I wait 30 or 40 minutes for a hose and then drag it across everybody else's beds, which nobody enjoys, least of all the people whose lettuce gets flattened. Several of the older gardeners at the north end have simply stopped coming by August, and you can see it: half the plots up there were dry and full of weeds by Labor Day last year, and two went unclaimed this spring even though there's a waiting list. So I'm asking for two things. First, that the association buy four 55-gallon rain barrels (about $90 each at the hardware store on Mill Street) and set them along the north fence under the gutter of the shed, so the north end has its own water. Second, that the association ask the city water department to run a second hose bib to the north end of the lot, since the city owns both the land and the water line. The barrels could be in before May planting for under $400 out of the block party surplus, and together they would keep the north end planted and stop people from giving up their plots.",
  },
  {
    id: "hn-05",
    tier: 5,
    kind: "ordinary",
    text: "Ideas for the Millbrook Crier:\n- print a calendar of the month's meeting, garden workdays and tool library hours on the back page\n- get it into mailboxes by the 1st of the month, not the 10th\n- offer an email version to anyone who signs up at the meeting\n- use the email list to cut the print run from 2,800 to about 2,000 and save on postage\nWhy: last year three events (the spring cleanup, the tool repair night and the July block party on Spindle Street) were announced in an issue that arrived after they had already happened. A calendar that shows up on time is the main reason people read the Crier at all.",
  },
  {
    id: "hn-06",
    tier: 5,
    kind: "ordinary",
    text: "The tool library has plenty of drills and not much else that people actually come in for. Here's what was asked for at the counter this year and not available, from the request sheet on the clipboard:\n\n| Tool | Times asked | Approx. cost |\n|---|---|---|\n| Extension ladder (24 ft) | 19 | $260 |\n| Carpet cleaner | 14 | $220 |\n| Tile saw | 11 | $180 |\n| Post-hole digger | 9 | $45 |\n\nCould we spend $705 of the $1,150 left over from the spring fundraiser on these four? They're exactly the things renters and older homeowners in Millbrook can't afford to buy for a one-day job, which is the whole point of having a tool library.",
  },
  {
    id: "hn-07",
    tier: 5,
    kind: "ordinary",
    text: "I propose a snow shovel brigade run by the association: volunteers matched with the roughly 30 Millbrook residents who are over 75 or disabled and can't clear their own walks, each volunteer taking two or three houses within a few blocks of home, with walks cleared within 24 hours of a snowfall. The tool library already has a dozen shovels it could lend out for the season. The city fines $50 for a walk not cleared in 24 hours, and last winter several of our older neighbors either paid that fine or, worse, tried to shovel it themselves — Mr. Greene on Loom Street broke his wrist doing just that in January.",
  },
  {
    id: "hn-07-uk",
    tier: 5,
    kind: "non-english",
    language: "uk",
    variantOf: "hn-07",
    text: "Пропоную, щоб асоціація організувала снігову бригаду: волонтерів закріплюють за приблизно 30 мешканцями Міллбрука, яким понад 75 років або які мають інвалідність і не можуть самі почистити тротуар біля дому. Кожен волонтер бере на себе два-три будинки неподалік від себе, і тротуари розчищають протягом 24 годин після снігопаду. У бібліотеці інструментів уже є з десяток лопат, їх можна видати на весь сезон. Місто штрафує на 50 доларів, якщо тротуар не розчищено за 24 години, і минулої зими кілька наших літніх сусідів або сплатили цей штраф, або, що ще гірше, взялися чистити сніг самі — пан Грін із Лум-стріт так і зламав зап'ястя в січні.",
  },
  {
    id: "hn-08",
    tier: 5,
    kind: "ordinary",
    text: "Hello. I am living on Spindle Street since two years, I come from Vietnam. The newsletter is very useful but it is only in English. I would like that the association print one page of each issue in Spanish and one page in Vietnamese, with the dates for the meeting, the garden and the block party. On my street many family don't read English good, so they don't know about the meeting and never come, and then nobody hear what they need. I can help to translate the Vietnamese page for free.",
  },
  {
    id: "hn-09",
    tier: 4,
    kind: "ordinary",
    text: "can the tool library open thursday evenings from 6 to 8 too not just saturday 9 to noon",
  },
  {
    id: "hn-10",
    tier: 4,
    kind: "ordinary",
    text: "FOUR MONTHS. The streetlight at the corner of Ferris and Loom has been OUT for FOUR MONTHS and the city hasn't lifted a finger!!! Put it on the agenda for the next meeting and have the association call 311 EVERY SINGLE WEEK until somebody comes out and fixes it!!!",
  },
  {
    id: "hn-11",
    tier: 4,
    kind: "ordinary",
    text: "Pleese post the Ferris St garden waitng list on the website with everyones number in line, and upadte it once a month",
  },
  {
    id: "hn-12",
    tier: 4,
    kind: "ordinary",
    text: "🌻🥕 Could we have a seed and seedling swap table at the April meeting, right before the Ferris St garden opens? 🌱🙌",
  },
  {
    id: "hn-12-zh",
    tier: 4,
    kind: "non-english",
    language: "zh",
    variantOf: "hn-12",
    text: "🌻🥕 四月份的例会上能不能摆一张种子和菜苗交换桌？正好赶在Ferris街社区菜园开园之前 🌱🙌",
  },
  {
    id: "hn-13",
    tier: 4,
    kind: "ordinary",
    text: "hey, student at ACC here. could the association run a volunteer shift on the first Saturday of each month, 9 to 12, at the garden or the tool library? a few of us from my dorm would come.",
  },
  {
    id: "hn-14",
    tier: 4,
    kind: "ordinary",
    text: "Post the agenda for each monthly meeting on the St. Brendan's Hall door and on the association's Facebook page at least a week before the meeting.",
  },
  {
    id: "hn-14-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "hn-14",
    text: "Bitte hängt die Tagesordnung für jedes Monatstreffen mindestens eine Woche vorher an die Tür der St. Brendan's Hall und stellt sie auch auf die Facebook-Seite des Vereins.",
  },
  {
    id: "hn-15",
    tier: 4,
    kind: "ordinary",
    text: "Block party on the 200 block of Loom Street some Saturday in August? We'll fill out the street closure form ourselves.",
  },
  {
    id: "hn-16",
    tier: 3,
    kind: "ordinary",
    text: "More block parties please.",
  },
  {
    id: "hn-17",
    tier: 3,
    kind: "ordinary",
    text: "Why not have the association push the city for more street trees in Millbrook?",
  },
  {
    id: "hn-18",
    tier: 3,
    kind: "ordinary",
    text: "Oh great, another meeting where the same six people decide everything in twenty minutes. Very democratic. Maybe actually ask the rest of the neighborhood what it wants for once.",
  },
  {
    id: "hn-19",
    tier: 3,
    kind: "ordinary",
    text: "It would be nice if the community garden did more with the kids from the neighborhood.",
  },
  {
    id: "hn-20",
    tier: 3,
    kind: "ordinary",
    text: "Please make the meetings more welcoming to renters, not just homeowners.",
  },
];
