import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const senatorPage: EvalPage = {
  key: "senator",
  name: "State Senator Dolores Whitfield",
  description:
    "State Senator Dolores Whitfield represents the 14th District in the state senate: Ashford's east side and the suburbs of Fenwick and Carrow Hills, about 190,000 people. Her district office at 410 Dunmore Avenue helps residents with state agencies (unemployment claims, Medicaid, driver's licences, state parks such as Marlow Lake), and she holds a town hall somewhere in the district most months. She sits on the senate Transportation and Health committees. Propose bills for her to file or support, places and topics for her town halls, and ways her office could help residents with state agencies, state roads and health care.",
};

export const senatorMotions: EvalMotion[] = [
  {
    id: "hs-01",
    tier: 5,
    kind: "ordinary",
    text: "I am 74 and have been on Medicaid since my husband died. Last fall my renewal packet was 22 pages long, I missed one pay stub from my part-time job, and I was cut off for two months until it was sorted out; the state helpline kept me on hold for an hour and a half every time I called. Could your office hold a Medicaid renewal help desk at the Fenwick Senior Center on the first Tuesday morning of each month, with a caseworker who can check our forms before we mail them? A lot of us older folks lose coverage over paperwork, not because we stopped qualifying.",
  },
  {
    id: "hs-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "hs-01",
    text: "Tengo 74 años y recibo Medicaid desde que murió mi esposo. El otoño pasado el paquete de renovación tenía 22 páginas, me faltó un solo talón de pago de mi trabajo de medio tiempo y me quitaron la cobertura durante dos meses hasta que se arregló; cada vez que llamaba a la línea del estado me dejaban hora y media en espera. ¿Podría su oficina poner una mesa de ayuda para renovar Medicaid en el Centro para Personas Mayores de Fenwick el primer martes de cada mes por la mañana, con alguien que revise nuestros formularios antes de mandarlos por correo? Muchos de nosotros, los mayores, perdemos la cobertura por el papeleo, no porque hayamos dejado de calificar.",
  },
  {
    id: "hs-02",
    tier: 5,
    kind: "ordinary",
    text: "Please use your seat on the transportation committee to get the state DOT to put a signalised crosswalk on State Route 9 in front of Carrow Hills Elementary. Route 9 is four lanes at 45 mph there, the nearest light is half a mile away at Fenwick Road, and every morning kids from the apartments on the north side run across to get to school. My daughter's friend was clipped by a side mirror in October. The town says it can't do anything because Route 9 is a state road, so this really has to come from you.",
  },
  {
    id: "hs-02-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "hs-02",
    text: "Bitte setzen Sie sich im Verkehrsausschuss dafür ein, dass das Verkehrsministerium des Staates vor der Carrow Hills Elementary eine Fußgängerampel über die State Route 9 baut. Die Route 9 ist dort vierspurig, erlaubt sind 45 Meilen pro Stunde, die nächste Ampel ist eine halbe Meile entfernt an der Fenwick Road, und jeden Morgen rennen Kinder aus den Wohnblocks auf der Nordseite über die Straße, um zur Schule zu kommen. Im Oktober wurde eine Freundin meiner Tochter von einem Außenspiegel erwischt. Die Gemeinde sagt, sie könne nichts tun, weil die Route 9 eine Staatsstraße ist – deshalb muss das wirklich von Ihnen kommen.",
  },
  {
    id: "hs-03",
    tier: 5,
    kind: "ordinary",
    text: "When Kellerman Tool & Die closed its Ashford plant in March, about 300 of us filed for unemployment the same week, and more than half got stuck in the online identity check for six weeks or longer with no one to call. Some people lost their cars before the first payment came. I'd ask your office to keep one caseworker just for unemployment claims, with a direct phone line, and to ask the Department of Labor to send staff to the district office for in-person ID checks whenever a big employer here announces layoffs. Getting paid in week two instead of week eight is the difference between keeping your apartment or not.",
  },
  {
    id: "hs-04",
    tier: 5,
    kind: "ordinary",
    text: "I own Rosa's Bakery on Dunmore Avenue. Since the state closed the Harlan Street licence office in 2022, the nearest one is in Westbury, 19 miles away, and the next appointment is usually three to four weeks out. Two of my delivery drivers had to take unpaid days off just to renew, and older customers tell me they've simply let their licences lapse. Please push the Department of Motor Vehicles to send its mobile licence van to the east side at least two days a month (the library lot on Harlan Street would work) for renewals, REAL ID and state ID cards. Nobody should lose a day's pay to renew a card.",
  },
  {
    id: "hs-04-zh",
    tier: 5,
    kind: "non-english",
    language: "zh",
    variantOf: "hs-04",
    text: "我在Dunmore大道开了一家面包店（Rosa's Bakery）。自从州政府2022年关掉了Harlan街的驾照办公室，最近的一个在Westbury，有19英里远，预约一般要等三到四个星期。我店里有两个送货司机为了换驾照只能请无薪假，不少老顾客也跟我说，他们的驾照干脆就让它过期了。请您督促州机动车管理局每个月至少派两天流动驾照服务车到东区来（Harlan街图书馆的停车场就很合适），办理驾照更新、REAL ID和州身份证。换个证件不应该让人损失一天的工资。",
  },
  {
    id: "hs-05",
    tier: 5,
    kind: "ordinary",
    text: "Marlow Lake State Park is the only big green space within reach of the east side, but the state cut the summer shuttle from the Carrow Hills park-and-ride in 2023, and the park is 11 miles out with no bus. Could you get the shuttle back into the parks budget, on weekends from Memorial Day to Labor Day, every hour from 9 am to 6 pm? Before it was cut it carried around 400 people a weekend, mostly kids and families without a car, and right now those families simply can't get to the lake.",
  },
  {
    id: "hs-06",
    tier: 5,
    kind: "ordinary",
    text: "My son Eli was diagnosed with type 1 diabetes when he was nine. He's 19 now and a sophomore at Ashford State, and this year he aged off my insurance and onto a student plan with a $3,000 deductible. The first time he went to pick up his insulin in January, the pharmacist at the Walgreens on Fenwick Road told him it would be $410 for one month. He called me from the parking lot. He had been thinking about stretching his doses, which is exactly how young people with diabetes end up in the ICU, and some of them don't come out. We paid it, and we'll keep paying it, but plenty of families in this district can't.\n\nSenate Bill 212 would cap the out-of-pocket cost of insulin at $35 a month on every plan the state regulates, including student plans. It has been sitting in the Health Committee since February without a hearing, and you sit on that committee. I'm asking you to co-sponsor SB 212, to press the chair for a hearing before the session ends in May, and to make sure the cap also covers pump supplies and test strips, not just the insulin itself, because a month of pump cartridges costs nearly as much. More than twenty states already have a cap like this and their insurers are doing fine. A $35 cap would keep kids like Eli from rationing a drug they need to stay alive.",
  },
  {
    id: "hs-07",
    tier: 5,
    kind: "ordinary",
    text: "Could you hold at least one town hall every three months on a weekday evening, after 6:30 pm, in Carrow Hills, with Spanish and Vietnamese interpreters and a livestream? The last three were at 10 in the morning on weekdays at the East Branch Library, so the only people there were retirees and staffers. A lot of Carrow Hills works shifts at the distribution center or in restaurants, and about a third of the families in my building don't speak English at home; right now they never get to ask you anything.",
  },
  {
    id: "hs-07-vi",
    tier: 5,
    kind: "non-english",
    language: "vi",
    variantOf: "hs-07",
    text: "Bà có thể tổ chức ít nhất mỗi ba tháng một buổi gặp gỡ cử tri vào buổi tối ngày thường, sau 6 giờ 30, ở Carrow Hills, có phiên dịch tiếng Tây Ban Nha và tiếng Việt, và phát trực tiếp trên mạng được không? Ba buổi gần đây đều diễn ra lúc 10 giờ sáng ngày thường ở Thư viện Chi nhánh Phía Đông, nên người tham dự chỉ toàn là người về hưu và nhân viên văn phòng của bà. Nhiều người ở Carrow Hills làm theo ca ở trung tâm phân phối hàng hoặc trong nhà hàng, và khoảng một phần ba số gia đình trong chung cư của tôi ở nhà không nói tiếng Anh; hiện giờ họ chẳng bao giờ có dịp hỏi bà điều gì.",
  },
  {
    id: "hs-08",
    tier: 5,
    kind: "ordinary",
    text: "Crashes on State Route 31 (Old Mill Pike) through Fenwick, from the state's own crash map:\n\n| Year | Crashes | Injuries |\n|------|---------|----------|\n| 2021 | 38 | 11 |\n| 2022 | 44 | 15 |\n| 2023 | 51 | 19 |\n\nPlease ask the state DOT to lower the speed limit on Old Mill Pike from 50 to 35 mph between Fenwick Road and the Carrow Hills town line, and to add a left-turn lane at Birch Lane, where most of these crashes happen. That stretch is residential now, with two new subdivisions, and the state still signs it like a rural highway.",
  },
  {
    id: "hs-09",
    tier: 4,
    kind: "ordinary",
    text: "can your office send a text reminder a week before each town hall with the place and time i only ever find out about them the day after from the newsletter",
  },
  {
    id: "hs-10",
    tier: 4,
    kind: "ordinary",
    text: "🌲🏞️ Could you push for free entry to Marlow Lake State Park on the first Sunday of every month? The $12 car fee adds up fast for families ☀️👨‍👩‍👧‍👦",
  },
  {
    id: "hs-10-ko",
    tier: 4,
    kind: "non-english",
    language: "ko",
    variantOf: "hs-10",
    text: "🌲🏞️ 매달 첫째 일요일에는 말로 레이크 주립공원(Marlow Lake State Park)에 무료로 들어갈 수 있게 힘써 주실 수 있을까요? 차 한 대에 12달러씩 하는 입장료가 가족들한테는 금방 부담이 돼요 ☀️👨‍👩‍👧‍👦",
  },
  {
    id: "hs-11",
    tier: 4,
    kind: "ordinary",
    text: "Pls get teh state to fix the sound wall along I-471 behind Larkspur Court, a whole section came down in the storm in Febuary and its been laying there ever since. the truck noise goes all night now, noone on our street is sleeping",
  },
  {
    id: "hs-12",
    tier: 4,
    kind: "ordinary",
    text: "I have called your district office FOUR TIMES about my unemployment claim and left FOUR voicemails. Nobody has called back. NOBODY. Set up a real callback system: if someone leaves a casework message they get a call back within 2 business days, and give us a case number so we don't have to start from scratch every single time!!!",
  },
  {
    id: "hs-13",
    tier: 4,
    kind: "ordinary",
    text: "Hello Senator. I am from Ukraine, I live in Fenwick two years. For change my foreign driver licence to state licence I must pass the theory test, but the test is only in English and Spanish. Please support a law so the written driving test is also in Ukrainian, Russian, Vietnamese and other languages, like in many other states. Thank you.",
  },
  {
    id: "hs-13-uk",
    tier: 4,
    kind: "non-english",
    language: "uk",
    variantOf: "hs-13",
    text: "Добрий день, пані сенаторко. Я з України, вже два роки живу у Фенвіку. Щоб обміняти іноземне посвідчення водія на посвідчення штату, треба скласти теоретичний іспит, але його можна здати лише англійською або іспанською. Будь ласка, підтримайте закон, щоб письмовий іспит з водіння можна було складати також українською, російською, в'єтнамською та іншими мовами, як це вже зроблено в багатьох інших штатах. Дякую.",
  },
  {
    id: "hs-14",
    tier: 4,
    kind: "ordinary",
    text: "I'm a junior at Ashford State. Could you hold a town hall on campus, in the Reyes Student Center, sometime in late September before the voter registration deadline? A lot of us want to ask about the cuts to the state Opportunity Grant.",
  },
  {
    id: "hs-15",
    tier: 4,
    kind: "ordinary",
    text: "For Caldwell Falls State Park, please ask the state parks department to:\n- reopen the restrooms at the lower trailhead, closed since summer 2023\n- replace the footbridge over Caldwell Creek that has been taped off for a year\n- add a few more parking spaces at the upper lot, which is full by 9 am on weekends\n- keep the gate open until 9 pm in July and August",
  },
  {
    id: "hs-16",
    tier: 4,
    kind: "ordinary",
    text: "My request: vote yes on HB 1187, which raises what Medicaid pays dentists, when it comes before the senate Health Committee this spring.",
  },
  {
    id: "hs-17",
    tier: 3,
    kind: "ordinary",
    text: "More town halls please.",
  },
  {
    id: "hs-18",
    tier: 3,
    kind: "ordinary",
    text: "Why not hold some of the town halls online too?",
  },
  {
    id: "hs-19",
    tier: 3,
    kind: "ordinary",
    text: "Love getting the glossy mailer with the senator's photo on it four times a year. Very informative. Maybe answer constituent emails before printing the next one.",
  },
];
