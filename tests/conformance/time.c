/* <time.h> on fixed times (in UTC, as the browser has it): broken-down time, mktime, strftime, difftime. */
#include <stdio.h>
#include <time.h>

int main(void) {
    time_t moment = 1700000000;
    struct tm *utc = gmtime(&moment);
    printf("%04d-%02d-%02d %02d:%02d:%02d, weekday %d, day of year %d\n", utc->tm_year + 1900, utc->tm_mon + 1,
           utc->tm_mday, utc->tm_hour, utc->tm_min, utc->tm_sec, utc->tm_wday, utc->tm_yday);
    char text[64];
    strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S %A %B %j", utc);
    printf("%s\n", text);
    struct tm date = {0};
    date.tm_year = 2024 - 1900;
    date.tm_mon = 1;
    date.tm_mday = 29 + 1;
    date.tm_hour = 12;
    date.tm_isdst = -1;
    time_t later = mktime(&date);
    strftime(text, sizeof text, "%d %b %Y", &date);
    printf("30 February 2024 normalises to %s\n", text);
    printf("difftime: %.0f seconds\n", difftime(later, moment));
    printf("time() and clock() work: %s\n", time(NULL) > moment && clock() >= 0 ? "yes" : "no");
    printf("asctime: %s", asctime(utc));
    return 0;
}
