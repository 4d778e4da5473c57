import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const utilityPage: EvalPage = {
  key: "utility",
  name: "Ashford Water and Sewer Utility",
  description:
    "The Water and Sewer Utility supplies drinking water to about 48,000 homes and businesses from the Kettle Reservoir and the Dunmore treatment plant, looks after 390 miles of water mains and the sewer lines under city streets, and reads meters and sends bills every two months. It runs the 24-hour leak and main-break line, flushes hydrants every spring and is replacing the city's remaining lead service lines. Propose changes to water bills and rates, meter reading, leak and outage response, water quality, lead pipe replacement and conservation programs.",
};

export const utilityMotions: EvalMotion[] = [
  {
    id: "fwu-01",
    tier: 5,
    kind: "ordinary",
    text: "Send water bills every month instead of every two months. A $180 bill every other month is hard to budget for on an hourly wage, and when a toilet starts running you don't find out for up to eight weeks, by which point it has cost you hundreds of dollars. A monthly bill, even a paperless one, would spread the cost out and catch leaks twice as fast.",
  },
  {
    id: "fwu-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fwu-01",
    text: "Manden la factura del agua cada mes en vez de cada dos meses. Una factura de 180 dólares cada dos meses es difícil de encajar en el presupuesto cuando se cobra por hora, y si el inodoro empieza a perder agua uno no se entera hasta ocho semanas después, cuando ya le ha costado cientos de dólares. Una factura mensual, aunque sea solo electrónica, repartiría el gasto y permitiría detectar las fugas el doble de rápido.",
  },
  {
    id: "fwu-02",
    tier: 5,
    kind: "ordinary",
    text: "Dear Sir or Madam, I am 79 and have lived in the same house on Alder Close in Birchwood since 1971. I received a letter saying my service line is lead and that it will be replaced \"in a future phase\", with no date. My great-grandson, who is only eighteen months old, stays with me three days a week. I would ask the Utility to publish the replacement schedule street by street on its website, with an expected year for each street, and to give priority to homes where a child under six or a pregnant woman lives, with a free water filter until the work is done. It would let families like mine plan ahead and worry a good deal less.",
  },
  {
    id: "fwu-02-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "fwu-02",
    text: "Szanowni Państwo, mam 79 lat i od 1971 roku mieszkam w tym samym domu przy Alder Close w Birchwood. Dostałam list, z którego wynika, że moje przyłącze wodociągowe jest z ołowiu i zostanie wymienione „w jednym z kolejnych etapów”, bez żadnej daty. Trzy dni w tygodniu mieszka u mnie prawnuk, który ma dopiero półtora roku. Proszę, aby Zakład opublikował na swojej stronie harmonogram wymiany ulica po ulicy, z przewidywanym rokiem dla każdej ulicy, i żeby pierwszeństwo miały domy, w których mieszka dziecko poniżej sześciu lat albo kobieta w ciąży, a do czasu wymiany dostawały bezpłatny filtr do wody. Rodziny takie jak moja mogłyby wtedy coś zaplanować i dużo mniej by się martwiły.",
  },
  {
    id: "fwu-03",
    tier: 5,
    kind: "ordinary",
    text: "I run the laundromat on Canal Street. Twice this year the water was shut off for a main repair with no warning at all, and we only found out when the machines stopped mid-cycle with customers' clothes inside. Please give businesses at least 48 hours' notice by text or email before any planned shutoff, and a text within the hour for emergency ones. Most planned repairs are scheduled days ahead, so it would cost the Utility almost nothing, and it would save small businesses a lost day of trade.",
  },
  {
    id: "fwu-03-zh",
    tier: 5,
    kind: "non-english",
    language: "zh",
    variantOf: "fwu-03",
    text: "我在运河街（Canal Street）开了一家自助洗衣店。今年已经有两次因为修水管突然停水，事先一点通知都没有，直到洗衣机洗到一半停下来、里面还装着客人的衣服，我们才知道。请在任何计划停水之前至少提前48小时通过短信或邮件通知商户，紧急停水也请在一小时内发短信告知。大部分计划内的维修本来就是提前几天安排好的，这对水务部门来说几乎没有成本，却能让小商户少损失一整天的生意。",
  },
  {
    id: "fwu-04",
    tier: 5,
    kind: "ordinary",
    text: "Could the Utility post the hydrant flushing schedule street by street a week ahead, and send a text the night before your street gets flushed? Every April my white laundry comes out rusty brown because nobody knew it was happening, and half of Eastgate thinks something is wrong with the water and floods the leak line with calls. A simple notice would save ruined loads of washing and a lot of worried phone calls, and keep the leak line free for real leaks.",
  },
  {
    id: "fwu-04-vi",
    tier: 5,
    kind: "non-english",
    language: "vi",
    variantOf: "fwu-04",
    text: "Công ty cấp nước có thể đăng lịch xả rửa trụ cứu hỏa theo từng con phố trước một tuần, và nhắn tin vào tối hôm trước khi đến lượt phố nhà mình được không? Tháng Tư năm nào quần áo trắng của tôi giặt ra cũng bị ố màu gỉ sắt vì không ai biết là đang xả nước, còn nửa khu Eastgate thì tưởng nước có vấn đề nên gọi ùn ùn vào đường dây báo rò rỉ. Chỉ cần một thông báo đơn giản là đỡ hỏng bao nhiêu mẻ giặt, đỡ bao nhiêu cuộc gọi lo lắng, và đường dây báo rò rỉ được để dành cho những vụ rò rỉ thật.",
  },
  {
    id: "fwu-05",
    tier: 5,
    kind: "ordinary",
    text: "Proposal for leak adjustments on water bills:\n- if a customer repairs a hidden leak within 30 days, credit back half of the water used above their normal amount\n- allow it once every 3 years per account\n- accept a plumber's receipt or a photo of the repair as proof\nWhy: last winter a pipe burst in our crawl space while we were away and the bill came to $1,340 instead of the usual $110. Right now the Utility offers no adjustment at all, so families end up paying for water that went straight into the ground, and some of them simply can't.",
  },
  {
    id: "fwu-06",
    tier: 5,
    kind: "ordinary",
    text: "I want to explain what happens on our street every time it rains hard, because I don't think anyone at the Utility has seen it. We live on Tanner Street in Old Mill, in one of the 1920s row houses near the river. Four times in the last three years, after a heavy storm, sewage has come up through the floor drain in our basement. Not rainwater. Sewage. The last time was the night of the big August storm, and we had six inches of it down there: the furnace, the washing machine, my daughter's boxes from college, all ruined. The clean-up company charged $4,800 and our insurance paid less than half, because sewer backup is a separate rider most people don't have. When I talk to the neighbors, it turns out at least nine houses on Tanner Street and Mill Row have had the same thing. We're told the old sewer under Old Mill carries storm water and sewage together and simply can't cope when it pours. I understand replacing it is years away. So I'm asking for two things that could happen this year. First, a rebate of $1,000 toward installing a backwater valve for any Old Mill household that has had a reported backup, like other cities offer. Second, a camera inspection of the sewer main under Tanner Street and Mill Row this spring, with the results shared at a neighborhood meeting. A valve costs far less than one flooded basement, and nobody should have to bail sewage out of their own home.",
  },
  {
    id: "fwu-07",
    tier: 5,
    kind: "ordinary",
    text: "Our water bill is mostly fixed charges, so saving water barely changes it. Here is what I'm asking for (two-month bill):\n\n| | Now | Proposed |\n|---|---|---|\n| Fixed \"readiness to serve\" charge | $64.00 | $40.00 |\n| Price per 1,000 gallons | $5.10 | $6.20 |\n| Retired couple using 6,000 gallons | $94.60 | $77.20 |\n\nLower the fixed charge and move the difference onto the price per gallon, as in the table. Small households that conserve would pay less, the big summer lawn-waterers would pay more, and the Utility would still bring in about the same money.",
  },
  {
    id: "fwu-08",
    tier: 5,
    kind: "ordinary",
    text: "I propose two rebates: $75 for replacing an old toilet with a low-flow WaterSense model, and $50 toward a rain barrel, for up to 500 households a year. Last August the Kettle Reservoir fell to 41% and we lived with a six-week watering ban. Toilets installed before 1994 use 3.5 gallons or more a flush, nearly three times what a new one uses, and lawn watering is most of what we use in summer, so these two things would cut demand exactly when the reservoir is lowest.",
  },
  {
    id: "fwu-08-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fwu-08",
    text: "Ich schlage zwei Zuschüsse vor: 75 $ für den Austausch einer alten Toilette gegen ein wassersparendes WaterSense-Modell und 50 $ für eine Regentonne, für bis zu 500 Haushalte im Jahr. Letzten August ist der Kettle-Stausee auf 41 % gefallen, und wir mussten sechs Wochen mit einem Bewässerungsverbot leben. Toiletten, die vor 1994 eingebaut wurden, brauchen 3,5 Gallonen oder mehr pro Spülung, fast dreimal so viel wie ein neues Modell, und im Sommer geht der größte Teil unseres Wassers für den Rasen drauf. Beides zusammen würde den Verbrauch also genau dann senken, wenn der Stausee am niedrigsten ist.",
  },
  {
    id: "fwu-09",
    tier: 4,
    kind: "ordinary",
    text: "As a mum of two toddlers, I'd like the Utility to test the drinking water at every daycare and elementary school in Ashford for lead once a year and post the results on its website.",
  },
  {
    id: "fwu-10",
    tier: 4,
    kind: "ordinary",
    text: "could the utility let roommates split the water bill in the online account? there are six of us students in a house on Collier Street and right now only one name can be on the account, so one person gets stuck chasing everyone for money every two months",
  },
  {
    id: "fwu-11",
    tier: 4,
    kind: "ordinary",
    text: "Hello, I live in Ashford since two years. In my street, Garnet Road, the water is coming brown colour in the morning for one week now. Please send somebody for check the pipe on Garnet Road and tell us if it is safe for drink.",
  },
  {
    id: "fwu-12",
    tier: 4,
    kind: "ordinary",
    text: "THE WATER MAIN ON HOLLOWAY ROAD HAS BURST FOUR TIMES SINCE JANUARY!!! Every time you patch it, every time it bursts again and floods the road. REPLACE THE WHOLE STRETCH between Kingsway and the rail bridge instead of another patch!!!",
  },
  {
    id: "fwu-12-uk",
    tier: 4,
    kind: "non-english",
    language: "uk",
    variantOf: "fwu-12",
    text: "ВОДОГІН НА HOLLOWAY ROAD ПРОРИВАЛО ВЖЕ ЧОТИРИ РАЗИ З СІЧНЯ!!! Щоразу ви ставите латку — і щоразу його знову прориває і заливає всю дорогу. ЗАМІНІТЬ ВЕСЬ ВІДРІЗОК від Kingsway до залізничного мосту, а не чергову латку!!!",
  },
  {
    id: "fwu-13",
    tier: 4,
    kind: "ordinary",
    text: "💧 Could we get a couple of bottle-refill water fountains on Market Square and on Main Street by the train station? 🚰 Every summer everyone's just buying plastic bottles ☀️🥤",
  },
  {
    id: "fwu-14",
    tier: 4,
    kind: "ordinary",
    text: "can you show the meter reading in the online account every month so we can see if our usage jumps instead of only finding out on the bill every two months",
  },
  {
    id: "fwu-15",
    tier: 4,
    kind: "ordinary",
    text: "Pleaes let us pay the water bill by card over teh phone. right now its only a check, online bank transfer or the counter at City Hall wich closes at 4",
  },
  {
    id: "fwu-16",
    tier: 3,
    kind: "ordinary",
    text: "Lower water bills please.",
  },
  {
    id: "fwu-17",
    tier: 3,
    kind: "ordinary",
    text: "Why not replace all the lead pipes faster?",
  },
  {
    id: "fwu-18",
    tier: 3,
    kind: "ordinary",
    text: "Love waiting 50 minutes on hold to report a burst main. Really relaxing while the street floods. Put more people on the leak line.",
  },
  {
    id: "fwu-19",
    tier: 3,
    kind: "ordinary",
    text: "My request: more information for residents about water quality.",
  },
  {
    id: "fwu-20",
    tier: 3,
    kind: "ordinary",
    text: "It would be good if the Utility fixed leaks in the street quicker.",
  },
];
