import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions for the pools page (frozen test part): written by an author who never read the rubric;
// tiers fixed in this file's first commit, before any scorer read these motions.

export const poolsPage: EvalPage = {
  key: "pools",
  name: "Ashford Pools and Recreation Centers",
  description:
    "The city runs four public pools — the indoor Hollis Aquatic Center on Brannock Street, open all year, and outdoor pools at Riverside, Linden Hill and Eastgate, open from Memorial Day to Labor Day — and three recreation centers in Carver, Millbrook and Southfield. It teaches about 2,500 children and adults to swim each year, hires around 80 seasonal lifeguards, and runs fitness rooms, open gym hours and summer day camps for ages 5 to 13. Groups and families can rent lanes, gyms, party rooms and picnic pavilions. Propose changes to pool hours, swim lessons, lifeguard staffing, fitness rooms, open gym, day camps, fees and facility rentals.",
};

export const poolsMotions: EvalMotion[] = [
  {
    id: "hr-01",
    tier: 5,
    kind: "ordinary",
    text: "I am 74 and swim for my arthritis, as my doctor told me to. The Hollis Aquatic Center doesn't open until 8:30 on weekdays, and by 9 the lap lanes are taken by the swim school, so the only quiet time left is in the evening when I don't like to drive in the dark. Could Hollis open at 6:30 am on Monday, Wednesday and Friday with two lap lanes and the warm therapy pool? Many of us retirees at the Millbrook senior lunch would come, and regular swimming keeps us walking and out of the doctor's office.",
  },
  {
    id: "hr-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "hr-01",
    text: "Tengo 74 años y nado por la artritis, porque me lo mandó el médico. El Hollis Aquatic Center no abre hasta las 8:30 entre semana, y a las 9 la escuela de natación ya ocupa los carriles, así que solo me queda la tarde, y no me gusta manejar de noche. ¿Podría Hollis abrir a las 6:30 de la mañana los lunes, miércoles y viernes, con dos carriles para nadar y la piscina templada de terapia? Muchos de los jubilados que vamos al almuerzo para mayores de Millbrook vendríamos, y nadar con regularidad nos mantiene caminando y lejos del consultorio.",
  },
  {
    id: "hr-02",
    tier: 5,
    kind: "ordinary",
    text: "Every second grader in Ashford should get eight free swim lessons at the Hollis Aquatic Center during the school day, with the district buses bringing classes over in the spring. The Ash River runs right behind three of our elementary schools and the old quarry at Pike Hill fills with teenagers every summer, but a session of private lessons costs $90 and most kids in Eastgate never take one. Teaching every child to float and reach the wall by age eight is the cheapest way I know to stop the drownings we read about each July.",
  },
  {
    id: "hr-02-vi",
    tier: 5,
    kind: "non-english",
    language: "vi",
    variantOf: "hr-02",
    text: "Mỗi học sinh lớp 2 ở Ashford nên được học bơi miễn phí tám buổi tại Hollis Aquatic Center ngay trong giờ học, xe buýt của học khu chở cả lớp đến vào mùa xuân. Sông Ash chảy ngay sau ba trường tiểu học của chúng ta, mùa hè nào hồ đá cũ ở Pike Hill cũng đầy thanh thiếu niên, vậy mà một khóa học bơi tư nhân tốn 90 đô nên hầu hết trẻ em ở Eastgate chưa bao giờ được học. Dạy cho mọi đứa trẻ biết nổi và tự bơi vào thành hồ trước tám tuổi là cách rẻ nhất mà tôi biết để chấm dứt những vụ đuối nước tháng Bảy nào chúng ta cũng đọc thấy trên báo.",
  },
  {
    id: "hr-03",
    tier: 5,
    kind: "ordinary",
    text: "Eastgate Pool was closed 19 days last summer because there weren't enough lifeguards, and Linden Hill closed its deep end most afternoons in August. The city pays guards $13.50 an hour, less than the ice cream stand across the street, and makes them pay $240 for their own certification course. Raise lifeguard pay to $17 and cover the course fee for anyone who works the whole season. The pools only help kids get through the summer if they're actually open.",
  },
  {
    id: "hr-03-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "hr-03",
    text: "Das Freibad in Eastgate war letzten Sommer an 19 Tagen geschlossen, weil es nicht genug Rettungsschwimmer gab, und in Linden Hill war der tiefe Teil des Beckens im August fast jeden Nachmittag gesperrt. Die Stadt zahlt den Rettungsschwimmern 13,50 Dollar pro Stunde – weniger als der Eisstand gegenüber – und lässt sie den Ausbildungskurs für 240 Dollar selbst bezahlen. Die Stadt sollte den Stundenlohn auf 17 Dollar anheben und allen, die die ganze Saison arbeiten, die Kursgebühr erstatten. Die Bäder helfen den Kindern nur dann durch den Sommer, wenn sie auch wirklich offen sind.",
  },
  {
    id: "hr-04",
    tier: 5,
    kind: "ordinary",
    text: "I own the shoe repair shop on Pell Street and don't lock up until 7. The fitness room at Southfield Recreation Center closes at 7:30, so by the time I get there I have twenty minutes. Could it stay open until 9:30 pm on weeknights? Most of the small shop owners and nurses on our block work until evening, and right now we're paying for a $25 monthly rec membership we can barely use, while the room sits empty from 7:30 on.",
  },
  {
    id: "hr-05",
    tier: 5,
    kind: "ordinary",
    text: "Facility rentals need to move online:\n- show a live calendar of which gyms, party rooms and pavilions are free at Carver, Millbrook and Southfield\n- let us pay the deposit by card instead of a check dropped at the front desk\n- answer every request within 3 business days\nWhy: our church youth group asked for the Carver gym for a Friday night in March, waited five weeks and then learned the form had been lost. Groups like ours end up renting private halls for $400 while the city gym sits empty.",
  },
  {
    id: "hr-06",
    tier: 5,
    kind: "ordinary",
    text: "Let me tell you what summer day camp registration looked like in our house this year. Registration for the Millbrook Recreation Center camp opened online at 9:00 am on a Tuesday in March. I took the morning off work, had my daughter's birth certificate and immunization form scanned and ready, and was logged in at 8:55. At 9:00 the site froze. When it came back at 9:14, all 60 spots for ages 6 to 8 were gone and there was a waitlist of over 200 names. My neighbor, who works nights as a nurse and was asleep, never had a chance. A friend in Southfield says the same thing happened there. The people who get spots are the ones with flexible jobs and fast internet, which is the opposite of who needs an affordable $95-a-week camp the most. So here is what I'm asking: replace the first-come, first-served rush with a lottery. Keep registration open for a full week, draw names at random at the end of it, give siblings the same result so parents aren't driving to two different camps, and set aside 20 percent of the spots, at a reduced rate, for families on the free school lunch program. Publish the number of applicants and spots for each camp afterwards so we can all see it was fair. It would cost the city nothing extra, and a whole summer of child care would stop depending on who can refresh a browser fastest.",
  },
  {
    id: "hr-07",
    tier: 5,
    kind: "ordinary",
    text: "Proposal: keep two outdoor pools open on weekends through September 15, not just until Labor Day.\n\n| Pool | Closes now | Proposed |\n|---|---|---|\n| Riverside | Labor Day | Sat–Sun until Sept 15, 11 am–6 pm |\n| Linden Hill | Labor Day | Sat–Sun until Sept 15, 11 am–6 pm |\n| Eastgate | Labor Day | no change |\n\nLast September we had six days over 90°F after the pools had already closed. Lots of families in the apartments along Route 9 have no air conditioning, and these pools are the only cool place they can walk to. The college guards are gone by then, but the high school guards could cover weekends.",
  },
  {
    id: "hr-08",
    tier: 5,
    kind: "ordinary",
    text: "Hello, I am from Somalia and live in Carver since four years. In our community many women never learned to swim, because at home there was no pool for women. Now our children swim at Hollis and we cannot go with them in the water, we only watch. I ask please for a women-only swim hour at Hollis Aquatic Center, maybe Sunday 4 to 6 pm, with the curtains closed on the windows and a female lifeguard and teacher. Then mothers can learn and also be with their small children in the water safely. Many women from Afghan and Yemeni families want this also, we are maybe 40 women ready to come.",
  },
  {
    id: "hr-08-ar",
    tier: 5,
    kind: "non-english",
    language: "ar",
    variantOf: "hr-08",
    text: "مرحباً، أنا من الصومال وأسكن في كارفر منذ أربع سنوات. كثير من النساء في جاليتنا لم يتعلّمن السباحة أبداً، لأنه لم يكن في بلادنا مسبح مخصّص للنساء. اليوم يسبح أطفالنا في مركز هوليس المائي ونحن لا نستطيع النزول معهم إلى الماء، نكتفي بالمشاهدة من بعيد. أرجو تخصيص ساعة سباحة للنساء فقط في مركز هوليس المائي، ربما يوم الأحد من الرابعة إلى السادسة مساءً، مع إسدال الستائر على النوافذ ووجود منقذة ومدرّبة من النساء. بهذا تستطيع الأمهات أن يتعلّمن السباحة وأن يرافقن أطفالهن الصغار في الماء بأمان. كثير من النساء من العائلات الأفغانية واليمنية يرغبن في ذلك أيضاً، ونحن تقريباً أربعون امرأة مستعدات للحضور.",
  },
  {
    id: "hr-09",
    tier: 4,
    kind: "ordinary",
    text: "The showers in the men's locker room at Eastgate Pool have been ICE COLD since the pool opened in May!!! I have reported it at the front desk FOUR TIMES. Fix the water heater at Eastgate before the swim meet on July 12. Is that really too much to ask???",
  },
  {
    id: "hr-10",
    tier: 4,
    kind: "ordinary",
    text: "Fantastic planning, holding open gym at Carver from 1 to 3 pm on weekdays, exactly when every teenager in Ashford is sitting in class. Really packs the place. How about moving it to 3:30–6:30 pm on school days instead. Just a thought.",
  },
  {
    id: "hr-11",
    tier: 4,
    kind: "ordinary",
    text: "🏊‍♀️ Please add a second lap lane during the 12–1 lunch swim at Hollis, one lane shared by 8 swimmers is way too crowded 🙏💦",
  },
  {
    id: "hr-12",
    tier: 4,
    kind: "ordinary",
    text: "can millbrook rec center let kids 12 to 15 use the fitness room with a parent on saturdays right now its 16 and up only and my son wants to lift with me",
  },
  {
    id: "hr-13",
    tier: 4,
    kind: "ordinary",
    text: "Pleas put a shade sail or a few big umbrellas over the bleechers at Linden Hill pool. Theres no shade at all and parents sit in the sun for the whole 2 hour swim team practise.",
  },
  {
    id: "hr-14",
    tier: 4,
    kind: "ordinary",
    text: "Could the Hollis Aquatic Center sell a student pass? Something like $15 a month for ages 14–22 with a school or college ID, instead of the $6 day fee every visit.",
  },
  {
    id: "hr-15",
    tier: 4,
    kind: "ordinary",
    text: "I propose that families be allowed to rent the picnic pavilion at Riverside Pool for birthday parties on Saturday afternoons, in 2-hour slots, with pool entry for up to 20 kids included in one flat fee of around $80.",
  },
  {
    id: "hr-16",
    tier: 3,
    kind: "ordinary",
    text: "More swim lessons for adults please.",
  },
  {
    id: "hr-17",
    tier: 3,
    kind: "ordinary",
    text: "Why not keep the outdoor pools open later in the evenings in summer?",
  },
  {
    id: "hr-18",
    tier: 3,
    kind: "ordinary",
    text: "My request: keep the locker rooms at the recreation centers cleaner.",
  },
  {
    id: "hr-19",
    tier: 3,
    kind: "ordinary",
    text: "It would be great if the recreation centers offered more exercise classes for seniors.",
  },
  {
    id: "hr-20",
    tier: 3,
    kind: "ordinary",
    text: "Please make the family summer pool pass cheaper.",
  },
];
