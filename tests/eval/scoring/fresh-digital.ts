import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions for the digital page (frozen test part): written by an author who never read the
// rubric; tiers fixed in this file's first commit, before any scorer read these motions.

export const digitalPage: EvalPage = {
  key: "digital",
  name: "Ashford 311 and Digital Services",
  description:
    "Digital Services runs Ashford 311: the phone line, answered weekdays from 7 am to 7 pm and taking about 240,000 calls a year, and the Ashford 311 app, where residents report broken streetlights, graffiti, missed trash pickups and other problems. It also runs the ashford.gov website with its online forms and payments for water bills, parking tickets, permits and business licenses, and the free Ashford-Free Wi-Fi in the 14 libraries, recreation centers and other city buildings. Propose changes to the 311 line, the 311 app, ashford.gov, online forms and payments, and public Wi-Fi.",
};

export const digitalMotions: EvalMotion[] = [
  {
    id: "hd-01",
    tier: 5,
    kind: "ordinary",
    text: "Last month I rang 311 about my recycling bin, which had been missed three weeks running, and I was on hold for 47 minutes. I am 78 and I only have a landline at home, so I cannot use the app or send a text, and I cannot walk away from the telephone either. Could 311 offer a call-back when the wait is longer than five minutes, so that you keep your place in line and the operator rings you back? Plenty of people my age depend on the telephone, and it would also free up the line for everyone else instead of having dozens of us sitting on hold.",
  },
  {
    id: "hd-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "hd-01",
    text: "El mes pasado llamé al 311 porque llevaban tres semanas sin recoger mi contenedor de reciclaje, y estuve 47 minutos en espera. Tengo 78 años y en casa solo tengo teléfono fijo, así que no puedo usar la aplicación ni mandar mensajes, y tampoco puedo alejarme del teléfono. ¿No podría el 311 ofrecer la opción de que le devuelvan a uno la llamada cuando la espera pase de cinco minutos, conservando su turno? Mucha gente de mi edad depende del teléfono, y además la línea quedaría libre para los demás en vez de tener a decenas de personas esperando al aparato.",
  },
  {
    id: "hd-02",
    tier: 5,
    kind: "ordinary",
    text: "I run Rosa's Bakery on Canal Street. Every January I have to renew my business license, and ashford.gov only offers a PDF that you print, sign and bring with the $85 fee to the counter on the second floor of City Hall, open 9 to 4 on weekdays. That means closing the shop or paying someone to cover for half a morning. Please make the renewal a proper online form with card payment, and email the receipt and the license. There are about 2,000 small businesses in Ashford making this same trip every winter, and the counter staff would have more time for the people who really need help in person.",
  },
  {
    id: "hd-02-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "hd-02",
    text: "Ich führe Rosa's Bakery in der Canal Street. Jeden Januar muss ich meine Gewerbelizenz verlängern, und auf ashford.gov gibt es dafür nur ein PDF, das man ausdrucken, unterschreiben und zusammen mit der Gebühr von 85 Dollar am Schalter im zweiten Stock des Rathauses abgeben muss – geöffnet werktags von 9 bis 16 Uhr. Entweder schließe ich also den Laden, oder ich bezahle jemanden, der mich einen halben Vormittag vertritt. Bitte macht aus der Verlängerung ein richtiges Online-Formular mit Kartenzahlung und schickt Quittung und Lizenz per E-Mail. In Ashford gibt es rund 2.000 kleine Betriebe, die jeden Winter denselben Gang machen, und die Leute am Schalter hätten mehr Zeit für alle, die wirklich persönlich Hilfe brauchen.",
  },
  {
    id: "hd-03",
    tier: 5,
    kind: "ordinary",
    text: "My two kids do their homework on the library Wi-Fi because we don't have internet at home, like a lot of families on Brook Street. The Millbrook branch closes at 6 pm on weekdays and the Wi-Fi shuts off with the building, so at 6:05 they are sitting on the front steps with nothing. Could the Ashford-Free network at the Millbrook and Eastgate libraries stay on until 10 pm, with the signal reaching the front steps and the parking lot? The equipment is already there, it mostly means leaving it switched on, and it would let kids finish assignments that are all online now.",
  },
  {
    id: "hd-03-vi",
    tier: 5,
    kind: "non-english",
    language: "vi",
    variantOf: "hd-03",
    text: "Hai đứa con tôi làm bài tập bằng Wi-Fi của thư viện vì nhà tôi không có internet, giống như nhiều gia đình khác ở đường Brook Street. Chi nhánh Millbrook đóng cửa lúc 6 giờ chiều các ngày trong tuần và Wi-Fi cũng tắt theo, nên 6 giờ 5 phút là các cháu phải ngồi ngoài bậc thềm mà không có mạng. Thành phố có thể để mạng Ashford-Free ở thư viện Millbrook và Eastgate tiếp tục phát đến 10 giờ tối, với sóng phủ tới bậc thềm và bãi đậu xe được không? Thiết bị thì đã có sẵn, chủ yếu chỉ cần để nó bật, mà như vậy các cháu có thể làm xong bài tập, vì bây giờ bài nào cũng phải làm trên mạng.",
  },
  {
    id: "hd-04",
    tier: 5,
    kind: "ordinary",
    text: "My request for the Ashford 311 app:\n- give every report a case number and show its status (received, assigned, crew scheduled, fixed)\n- when a case is closed, show what was done, with a photo if the crew took one\n- before I submit, show the reports already open within a block, so I can add to one instead of filing a duplicate\nWhy: right now a report just disappears after you hit send. People file the same broken streetlight five times because they can't tell whether anyone has seen it, and that buries the 311 queue in duplicates.",
  },
  {
    id: "hd-05",
    tier: 5,
    kind: "ordinary",
    text: "I propose removing the convenience fee for paying by bank transfer on ashford.gov and capping the card fee at $1. Here is what it costs now:\n\n| Payment | Typical amount | Fee now |\n|---|---|---|\n| Water bill | $60 | $2.95 |\n| Parking ticket | $25 | $3.50 |\n| Building permit | $400 | 2.5% ($10) |\n\nA $3.50 fee on a $25 ticket is 14%, so many people still queue at the City Hall cashier to pay in cash, which takes up staff time. A bank transfer costs the city a few cents per payment; charging a flat $2.95 for it makes no sense.",
  },
  {
    id: "hd-05-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "hd-05",
    text: "Proponuję znieść opłatę manipulacyjną za płatności przelewem na ashford.gov i ograniczyć opłatę za płatność kartą do 1 dolara. Tak to wygląda dzisiaj:\n\n| Płatność | Typowa kwota | Obecna opłata |\n|---|---|---|\n| Rachunek za wodę | 60 $ | 2,95 $ |\n| Mandat za parkowanie | 25 $ | 3,50 $ |\n| Pozwolenie na budowę | 400 $ | 2,5% (10 $) |\n\nOpłata 3,50 $ przy mandacie na 25 $ to aż 14%, więc wiele osób nadal stoi w kolejce do kasy w ratuszu, żeby zapłacić gotówką, a to zabiera czas urzędnikom. Przelew kosztuje miasto kilka centów, więc doliczanie za niego stałych 2,95 $ nie ma sensu.",
  },
  {
    id: "hd-06",
    tier: 5,
    kind: "ordinary",
    text: "Okay, this is going to be long, sorry. I'm a second-year student at Ashford Community College and I work part time, so I do most city stuff on my phone on the bus or on the library computers, which give you 30-minute slots. Last week I applied for the city's summer youth jobs program on ashford.gov. The form is eleven pages: address history, references, a short essay, uploading a transcript. I was on page nine when the bus went through the tunnel by the rail yard, I lost signal for maybe two minutes, and when it came back the site said my session had expired and sent me back to page one. Everything was gone. I tried again that night at the Eastgate library and the same thing happened when my computer slot ran out, because there's no way to save and come back. I finally finished it on my third try, at 1 am, on my roommate's laptop. A friend of mine gave up on the rental assistance form for the same reason. So my request: add a 'save and continue later' button to every multi-page form on ashford.gov, keep drafts for at least 14 days, and show a warning with a 'keep me signed in' button before the 15-minute timeout kicks in. The people who most need these forms are exactly the ones on phones and shared computers, and right now the website quietly punishes them for it.",
  },
  {
    id: "hd-07",
    tier: 5,
    kind: "ordinary",
    text: "Hello. I am from Ukraine, I live in Ashford two years, near Riverside. When I call 311 the menu is only English and Spanish, and operator talk very fast, I do not understand everything. Last winter my neighbour, old woman, had no heating in apartment for four days because she could not explain the problem on the phone. Please add in 311 menu one button for 'other language' which connect to phone interpreter, like hospitals already use. Many people in Ashford speak Ukrainian, Vietnamese, Arabic, Korean at home. If we cannot call 311, we cannot report anything, and problems stay without fixing.",
  },
  {
    id: "hd-07-uk",
    tier: 5,
    kind: "non-english",
    language: "uk",
    variantOf: "hd-07",
    text: "Добрий день. Я з України, вже два роки живу в Ешфорді, біля Riverside. Коли я дзвоню на 311, меню є лише англійською та іспанською, а оператор говорить дуже швидко, і я не все розумію. Минулої зими моя сусідка, літня жінка, чотири дні сиділа в квартирі без опалення, бо не змогла пояснити проблему по телефону. Будь ласка, додайте в меню 311 окрему кнопку «інша мова», яка з'єднує з телефонним перекладачем, як це вже роблять у лікарнях. Багато людей в Ешфорді вдома говорять українською, в'єтнамською, арабською, корейською. Якщо ми не можемо додзвонитися на 311, ми не можемо ні про що повідомити, і проблеми так і залишаються невирішеними.",
  },
  {
    id: "hd-08",
    tier: 5,
    kind: "ordinary",
    text: "Why does the free Wi-Fi at the Northgate Senior Center kick everyone off every 30 minutes and make you accept the terms page again? My mother does her heart doctor's video appointments there because she can't manage them on her own phone at home, and twice now the call has dropped halfway through. Please drop the 30-minute reconnect on Ashford-Free in city buildings (once a day is plenty) and raise the per-device speed limit from 1 Mbps to at least 5, enough for a video call. Telehealth visits for older residents shouldn't depend on beating a timer.",
  },
  {
    id: "hd-09",
    tier: 4,
    kind: "ordinary",
    text: "FIFTH TIME THIS WEEK the 311 line has HUNG UP on me after 20+ minutes on hold!!! No message, no nothing, just DEAD. At the very least TELL callers the estimated wait and their place in line when they call, so we can decide whether to hang on or try later!!!",
  },
  {
    id: "hd-10",
    tier: 4,
    kind: "ordinary",
    text: "📱💳 Please add Apple Pay and Google Pay to the parking ticket page on ashford.gov! Typing a 16-digit card number on your phone while standing next to your car is the worst 😩🙏",
  },
  {
    id: "hd-11",
    tier: 4,
    kind: "ordinary",
    text: "can the 311 phone line open on saturdays from 9 to 1 again like it did before 2020 a lot of us work all week and cant sit on hold from the job",
  },
  {
    id: "hd-12",
    tier: 4,
    kind: "ordinary",
    text: "Love how the 311 app marked my report about the dead streetlight on Linden Avenue 'Closed – Resolved' two days after I sent it. The light is still out, three weeks later. Truly a miracle of modern technology. Only close a report once a crew has actually been out, and put a 'not fixed, reopen' button on closed reports in the app.",
  },
  {
    id: "hd-13",
    tier: 4,
    kind: "ordinary",
    text: "My request: a 311 help desk at the Eastgate library on Wednesday afternoons from 1 to 5, where a staff member helps people file 311 reports, fill in city forms and pay bills online on the library computers.",
  },
  {
    id: "hd-13-zh",
    tier: 4,
    kind: "non-english",
    language: "zh",
    variantOf: "hd-13",
    text: "我的建议：每周三下午1点到5点在Eastgate图书馆设一个311服务台，由工作人员帮大家用图书馆的电脑提交311报告、填写市政府的表格、在网上缴费。",
  },
  {
    id: "hd-14",
    tier: 4,
    kind: "ordinary",
    text: "Please let us set up autopay for water bills from a bank account on ashford.gov.",
  },
  {
    id: "hd-15",
    tier: 3,
    kind: "ordinary",
    text: "Could the city website work better on phones?",
  },
  {
    id: "hd-16",
    tier: 3,
    kind: "ordinary",
    text: "plz put the city website in more langauges, not evryone in ashford reads english good enuogh for teh forms",
  },
  {
    id: "hd-17",
    tier: 3,
    kind: "ordinary",
    text: "Please make the public Wi-Fi in city buildings faster. Right now it's barely usable.",
  },
  {
    id: "hd-18",
    tier: 3,
    kind: "ordinary",
    text: "311 should take requests by email and text message too, not only by phone and the app.",
  },
  {
    id: "hd-19",
    tier: 3,
    kind: "ordinary",
    text: "Hire more 311 operators.",
  },
];
